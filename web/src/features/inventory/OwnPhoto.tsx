import type { ItemPhoto } from '@tmnt/domain';

/** One of the collector's own photos of a copy, as a square thumbnail ("Your photo 2"). */
export function OwnPhoto({ photo, index }: { photo: ItemPhoto; index: number }) {
  return (
    <img
      src={photo.url}
      alt={`Your photo ${index + 1}`}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      className="aspect-square h-auto w-full rounded-lg bg-gray-100 object-cover dark:bg-gray-800"
    />
  );
}
