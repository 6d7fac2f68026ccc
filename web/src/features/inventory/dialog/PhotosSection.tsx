import { useRef } from 'react';
import { Camera, ImagePlus, Sparkles, Trash2 } from 'lucide-react';
import type { InventoryItem } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { FigureImage } from '../../../components/FigureImage.tsx';
import { Section } from './Section.tsx';
import { useUserPhotos } from './useUserPhotos.ts';

/** The official picture, the collector's own photos (added and removed while editing) and AI grading. */
export function PhotosSection({ item, editing, onGrade }: { item: InventoryItem; editing: boolean; onGrade: () => void }) {
  const { photos, error, adding, add, remove } = useUserPhotos(item.id);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <Section title="Photos" icon={<Camera className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <figure className="mx-auto w-40 sm:w-full">
          <FigureImage src={item.image_url} name={item.name} className="aspect-square h-auto w-full" emojiSize="text-7xl" />
          <figcaption className="mt-1 text-center text-xs text-gray-600 dark:text-gray-400">Official image</figcaption>
        </figure>
        <div className="flex min-w-0 flex-col gap-3">
          {photos.length > 0 ? (
            <ul aria-label="Your photos" className="grid grid-cols-3 gap-2 md:grid-cols-4">
              {photos.map((src, index) => (
                <li key={`${index}-${src.length}`} className="relative">
                  <img src={src} alt={`Your photo ${index + 1}`} className="aspect-square w-full rounded-lg bg-gray-100 object-cover dark:bg-gray-800" />
                  {editing && (
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`Remove photo ${index + 1}`}
                      className="absolute top-1 right-1 rounded-full bg-black/70 p-1.5 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              No photos of your own yet.{editing ? '' : ' Choose Edit to add some.'} They stay in this browser only.
            </p>
          )}
          {editing && (
            <div>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                multiple
                className="hidden"
                data-testid="add-photo-input"
                onChange={(e) => {
                  const files = [...(e.target.files ?? [])];
                  e.target.value = '';
                  if (files.length > 0) void add(files);
                }}
              />
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={adding}>
                <ImagePlus className="h-4 w-4" aria-hidden="true" />
                {adding ? 'Adding...' : 'Add Photo'}
              </Button>
            </div>
          )}
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {error}
            </p>
          )}
          <div className="mt-auto border-t border-gray-100 pt-3 dark:border-gray-800">
            <Button onClick={onGrade}>
              <Sparkles className="h-4 w-4" aria-hidden="true" />
              AI Grade This Figure
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
