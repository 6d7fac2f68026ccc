import { X } from 'lucide-react';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatKb, type WizardPhoto } from './photos.ts';

/** One photo: its number in the grading, its state (compressing, the compressed size, or an error) and Remove. */
export function PhotoThumbnail({ photo, number, onRemove }: { photo: WizardPhoto; number: number; onRemove: () => void }) {
  return (
    <li className="relative h-24 w-24 overflow-hidden rounded-lg bg-gray-200 dark:bg-gray-800" data-testid="photo-thumbnail">
      <img src={photo.preview} alt={`Photo ${number}: ${photo.requirement}`} className="h-full w-full object-cover" />
      <span className="absolute top-1 left-1 min-w-5 rounded-full bg-black/75 px-1.5 text-center text-xs font-semibold text-white">{number}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove photo ${number}`}
        className="absolute top-1 right-1 rounded-full bg-black/75 p-1 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
      <span data-testid="photo-status" className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-black/75 px-1 py-0.5 text-[11px] font-medium text-white">
        {photo.uploadStatus === 'compressing' && (
          <>
            <Spinner className="h-3 w-3" />
            Compressing...
          </>
        )}
        {photo.uploadStatus === 'complete' && formatKb(photo.compressedSize)}
        {photo.uploadStatus === 'error' && <span className="rounded bg-red-600 px-1.5 font-semibold">Error</span>}
      </span>
    </li>
  );
}
