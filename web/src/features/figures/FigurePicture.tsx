import { useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { Figure } from '@tmnt/domain';
import { useRemoveFigurePicture, useSetFigurePicture } from '../../api/figure-pictures.ts';
import { Button } from '../../components/Button.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';

/**
 * The figure's picture (or the placeholder), set from a file of the collector's own (checked, turned upright and
 * stripped of its metadata on the server) and removed. Copies with no photo of their own are shown by it.
 */
export function FigurePicture({ figure }: { figure: Figure }) {
  const set = useSetFigurePicture(figure.id);
  const remove = useRemoveFigurePicture(figure.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = set.isPending || remove.isPending;
  const error = set.error ?? remove.error;

  return (
    <div className="flex w-40 shrink-0 flex-col gap-2 self-center sm:w-48 sm:self-start md:w-56">
      <FigureImage src={figure.image_url} name={figure.name} className="aspect-square w-full" />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid="figure-picture-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          remove.reset();
          set.mutate(file);
        }}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {set.isPending ? 'Uploading...' : figure.image_url ? 'Change picture' : 'Set picture'}
        </Button>
        {figure.image_url && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              set.reset();
              remove.mutate();
            }}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove picture
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error.message}
        </p>
      )}
    </div>
  );
}
