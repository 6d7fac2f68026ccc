import { ClipboardCheck } from 'lucide-react';
import { formatDisplayDate, formatMoney, plural, type Place } from '@tmnt/domain';

/** What a place holds in all (with the places inside it) and what that is worth: "5 copies · $120.00". */
export function heldText(place: Pick<Place, 'total_copies' | 'value'>): string {
  return place.total_copies === 0 ? 'Empty' : `${plural(place.total_copies, 'copy', 'copies')} · ${formatMoney(place.value)}`;
}

/** When the place was last checked by a stocktake, and what it found missing. */
export function LastCheck({ place }: { place: Pick<Place, 'last_check'> }) {
  const check = place.last_check;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-gray-600 dark:text-gray-400" data-testid="last-check">
      <ClipboardCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {check ? (
        <span>
          Checked {formatDisplayDate(check.checked_at)}
          {check.missing > 0 && <span className="font-medium text-amber-800 dark:text-amber-300">, {check.missing} missing</span>}
        </span>
      ) : (
        'Not checked yet'
      )}
    </span>
  );
}
