import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InventoryItem } from '@tmnt/domain';

interface TallyListProps {
  title: string;
  copies: readonly InventoryItem[];
  empty: string;
  /** Shown beside the title (e.g. "Move all here"). */
  actions?: ReactNode;
  /** Shown on each copy's line (e.g. its "Move here"). */
  each?: (copy: InventoryItem) => ReactNode;
  /** Where each copy is recorded (for the copies not expected here). */
  showPlace?: boolean;
  tone: 'found' | 'elsewhere' | 'missing';
}

const TONES = { found: 'text-green-800 dark:text-green-300', elsewhere: 'text-blue-800 dark:text-blue-300', missing: 'text-amber-800 dark:text-amber-300' };

/** One part of a stocktake's tally: its copies by name, each a link to the copy. */
export function TallyList({ title, copies, empty, actions, each, showPlace = false, tone }: TallyListProps) {
  const headingId = `tally-${tone}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className={`font-semibold ${TONES[tone]}`}>
          {title} <span className="tabular-nums">({copies.length})</span>
        </h2>
        {actions}
      </div>
      {copies.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100 dark:divide-gray-800">
          {copies.map((copy) => (
            <li key={copy.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
              <span className="min-w-0">
                <Link to={`/inventory/${copy.id}`} className="font-medium hover:underline">
                  {copy.name}
                </Link>{' '}
                <span className="text-gray-600 dark:text-gray-400">#{copy.id}</span>
                {showPlace && <span className="block truncate text-xs text-gray-600 dark:text-gray-400">Recorded {copy.storage_location ? `in ${copy.storage_location}` : 'in no place'}</span>}
              </span>
              {each?.(copy)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
