import { BadgeDollarSign, Library } from 'lucide-react';
import type { Shelf } from './shelf.ts';

const SHELVES = [
  { shelf: 'collection', label: 'In Collection', icon: Library },
  { shelf: 'sold', label: 'Sold', icon: BadgeDollarSign },
] as const;

/** In Collection or Sold: the copies kept, or the ones sold (out of every collection figure, and never deleted). */
export function ShelfTabs({ shelf, onChange }: { shelf: Shelf; onChange: (shelf: Shelf) => void }) {
  return (
    <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5 dark:border-gray-600 dark:bg-gray-800">
      {SHELVES.map(({ shelf: s, label, icon: Icon }) => (
        <button
          key={s}
          type="button"
          aria-pressed={shelf === s}
          onClick={() => onChange(s)}
          className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
            shelf === s ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-700'
          }`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
