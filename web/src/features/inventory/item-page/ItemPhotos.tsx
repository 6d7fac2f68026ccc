import type { InventoryItem } from '@tmnt/domain';
import { Card } from '../../../components/Card.tsx';
import { OwnPhoto } from '../OwnPhoto.tsx';

/** The collector's own photos of the copy, each opening full size (added and removed in the copy's dialog). */
export function ItemPhotos({ item }: { item: InventoryItem }) {
  if (item.photos.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">Your photos</h2>
      <ul aria-label="Your photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {item.photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noreferrer" aria-label={`Open your photo ${index + 1} full size`}>
              <OwnPhoto photo={photo} index={index} />
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}
