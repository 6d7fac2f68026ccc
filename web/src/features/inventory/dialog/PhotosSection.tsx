import { useRef } from 'react';
import { Camera, CloudUpload, ImagePlus, ImageUp, Sparkles, Trash2 } from 'lucide-react';
import { ITEM_PHOTOS, type InventoryItem } from '@tmnt/domain';
import { useSetPictureFromPhoto } from '../../../api/figure-pictures.ts';
import { Button } from '../../../components/Button.tsx';
import { FigureImage } from '../../../components/FigureImage.tsx';
import { OwnPhoto } from '../OwnPhoto.tsx';
import { Section } from './Section.tsx';
import { useUserPhotos, type UploadProgress } from './useUserPhotos.ts';

const uploading = (progress: UploadProgress) =>
  progress.total === 1 ? 'Uploading...' : `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}...`;

/** What the copy is shown by (issue 21 point 4): its own first photo, else its figure's picture, else nothing yet. */
const shownBy = (item: InventoryItem) => (item.photos.length > 0 ? 'Shown by your first photo' : item.image_url ? "The figure's picture" : 'No picture yet');

/**
 * The picture the copy is shown by, the collector's own photos (added, removed and made the figure's picture while
 * editing) and AI grading.
 */
export function PhotosSection({ item, editing, onGrade }: { item: InventoryItem; editing: boolean; onGrade: () => void }) {
  const { photos, error, progress, removing, add, remove, legacyCount, uploadLegacy, putOffLegacy } = useUserPhotos(item);
  const asPicture = useSetPictureFromPhoto(item.id);
  const madePicture = asPicture.isSuccess ? photos.findIndex((photo) => photo.id === asPicture.variables) : -1;
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = progress !== null;
  const full = photos.length >= ITEM_PHOTOS.maxPerCopy;

  return (
    <Section title="Photos" icon={<Camera className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <figure className="mx-auto w-40 sm:w-full">
          <FigureImage src={item.image_url} name={item.name} className="aspect-square h-auto w-full" />
          <figcaption className="mt-1 text-center text-xs text-gray-600 dark:text-gray-400">{shownBy(item)}</figcaption>
        </figure>
        <div className="flex min-w-0 flex-col gap-3">
          {legacyCount > 0 && (
            <div role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              <p className="min-w-0 flex-1">
                {legacyCount === 1 ? '1 photo' : `${legacyCount} photos`} saved only in this browser. Upload them to the server to keep them with this copy.
              </p>
              <Button size="sm" onClick={() => void uploadLegacy()} disabled={busy}>
                <CloudUpload className="h-4 w-4" aria-hidden="true" />
                Upload to the server
              </Button>
              <Button variant="secondary" size="sm" onClick={putOffLegacy} disabled={busy}>
                Not now
              </Button>
            </div>
          )}
          {photos.length > 0 ? (
            <ul aria-label="Your photos" className="grid grid-cols-3 gap-2 md:grid-cols-4">
              {photos.map((photo, index) => (
                <li key={photo.id} className="relative">
                  <OwnPhoto photo={photo} index={index} />
                  {editing && (
                    <button
                      type="button"
                      onClick={() => asPicture.mutate(photo.id)}
                      disabled={asPicture.isPending}
                      aria-label={`Use photo ${index + 1} as the figure's picture`}
                      title="Use as the figure's picture"
                      className="absolute top-1 left-1 rounded-full bg-black/70 p-1.5 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
                    >
                      <ImageUp className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  )}
                  {editing && (
                    <button
                      type="button"
                      onClick={() => void remove(photo.id)}
                      disabled={removing === photo.id}
                      aria-label={`Remove photo ${index + 1}`}
                      className="absolute top-1 right-1 rounded-full bg-black/70 p-1.5 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-50"
                    >
                      <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              No photos of your own yet.{editing ? '' : ' Choose Edit to add some.'}
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
              <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={busy || full}>
                <ImagePlus className="h-4 w-4" aria-hidden="true" />
                {progress ? uploading(progress) : 'Add Photo'}
              </Button>
              {full && <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">A copy keeps at most {ITEM_PHOTOS.maxPerCopy} photos: remove one to add another.</p>}
            </div>
          )}
          {madePicture >= 0 && (
            <p role="status" className="rounded-lg bg-brand-50 p-2 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
              Photo {madePicture + 1} is now the picture of {item.name}: its copies with no photo of their own show it.
            </p>
          )}
          {(error ?? asPicture.error) && (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {error ?? asPicture.error?.message}
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
