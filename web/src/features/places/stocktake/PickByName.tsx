import { useId, useMemo, useState } from 'react';
import { searchableText, searchNeedle, type InventoryItem } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { Input } from '../../../components/Field.tsx';

const SHOWN = 6;

interface PickByNameProps {
  copies: readonly InventoryItem[];
  counted: ReadonlySet<number>;
  onPick: (copy: InventoryItem) => void;
}

/** A copy found by name (a figure without a barcode, a bagged loose one): the collection search, a tap counts it. */
export function PickByName({ copies, counted, onPick }: PickByNameProps) {
  const id = useId();
  const [text, setText] = useState('');
  const needle = searchNeedle(text);
  const found = useMemo(() => (needle === '' ? [] : copies.filter((c) => !counted.has(c.id) && searchableText(c).includes(needle))), [copies, counted, needle]);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-700 dark:text-gray-200">
        Or pick a copy by name
      </label>
      <Input id={id} type="search" autoComplete="off" placeholder="Name, variant, tag..." value={text} onChange={(e) => setText(e.target.value)} />
      {found.length > 0 && (
        <ul aria-label="Copies found by name" className="divide-y divide-gray-100 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-700">
          {found.slice(0, SHOWN).map((copy) => (
            <li key={copy.id} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{copy.name}</span> <span className="text-gray-600 dark:text-gray-400">#{copy.id}</span>
                <span className="block truncate text-xs text-gray-600 dark:text-gray-400">{copy.storage_location ?? 'No place'}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  onPick(copy);
                  setText('');
                }}
              >
                Count
              </Button>
            </li>
          ))}
        </ul>
      )}
      {needle !== '' && found.length === 0 && <p className="text-sm text-gray-600 dark:text-gray-400">No copy left to count has that name.</p>}
    </div>
  );
}
