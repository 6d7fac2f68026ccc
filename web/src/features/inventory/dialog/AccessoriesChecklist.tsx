import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  copyCompleteness, describeCompleteness, parseAccessories, pieceLabel, pieceRows, PIECE_ORIGIN_LABELS, PIECE_ORIGINS, type InventoryItem, type OwnedPiece, type PieceOrigin,
} from '@tmnt/domain';
import { inventoryKeys, useSetPiece } from '../../../api/inventory.ts';
import { inputClasses } from '../../../components/Field.tsx';
import { pieceSummary } from './format.ts';

type Owned = Pick<OwnedPiece, 'accessory' | 'number' | 'origin'>;
/** A piece's origin beside its name: the form's select, narrow enough to share the row with the piece's name. */
const originSelectClasses = inputClasses.replace('w-full', 'w-36 shrink-0');

const samePiece = (a: Pick<Owned, 'accessory' | 'number'>, b: Pick<Owned, 'accessory' | 'number'>) => a.accessory === b.accessory && a.number === b.number;

/**
 * The figure's accessories piece by piece (a pair of katanas is two rows): each owned or missing, an owned one
 * original, a reproduction, from a reissue or not sure, with the piece's original colour where a source says it.
 * Each change is saved at once, as that one change, so changes made meanwhile in another tab or device stay.
 */
export function AccessoriesChecklist({ item }: { item: InventoryItem }) {
  const listed = parseAccessories(item.accessories);
  const update = useSetPiece();
  const client = useQueryClient();
  // What the collector just changed, shown until the server's answer replaces it.
  const [pending, setPending] = useState<Owned[] | null>(null);
  // Quick successive changes overlap: keep showing the latest choice until the last save has answered.
  const inFlight = useRef(0);
  const owned = pending ?? item.accessory_pieces;

  if (listed.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-300">No accessory list recorded for this figure</p>;

  const change = (piece: Owned, own: boolean, origin?: PieceOrigin) => {
    const next = own ? [...owned.filter((p) => !samePiece(p, piece)), { ...piece, origin: origin ?? piece.origin }] : owned.filter((p) => !samePiece(p, piece));
    setPending(next);
    inFlight.current += 1;
    update.mutate(
      { id: item.id, accessory: piece.accessory, number: piece.number, owned: own, ...(origin && { origin }) },
      {
        onSuccess: (saved) => client.setQueryData(inventoryKeys.detail(item.id), saved),
        onSettled: () => {
          inFlight.current -= 1;
          if (inFlight.current === 0) setPending(null);
        },
      },
    );
  };

  const status = copyCompleteness({ set: item.completeness_from_checklist ? null : item.completeness, listed, owned });
  const completeness = describeCompleteness(status);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">Accessories, piece by piece</legend>
      <p data-testid="accessory-summary" className="text-sm text-gray-600 tabular-nums dark:text-gray-300">
        {pieceSummary(listed, owned)}
      </p>
      {completeness && (
        <p data-testid="completeness-status" className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-100">
          {completeness}
          <span className="font-normal text-gray-600 dark:text-gray-400">{status.fromChecklist ? ' (from this checklist)' : ' (as you set it)'}</span>
        </p>
      )}
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {pieceRows(listed, owned).map((row) => {
          const label = pieceLabel(row);
          const colour = item.accessory_colours.find((c) => c.accessory === row.accessory);
          return (
            <li key={`${row.accessory}#${row.number}`} data-testid="accessory-piece" className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
              <div className="min-w-0">
                <label className="flex cursor-pointer items-center gap-2 text-sm">
                  <input type="checkbox" checked={row.owned} onChange={(e) => change({ ...row, origin: row.origin ?? 'original' }, e.target.checked)} className="h-4 w-4 accent-brand-600" />
                  {label}
                </label>
                {colour && (
                  <p className="ml-6 text-xs text-gray-600 dark:text-gray-400">
                    Original colour: {colour.colour}{' '}
                    {colour.sources[0] && (
                      <a href={colour.sources[0].url} target="_blank" rel="noreferrer" title={colour.sources[0].title} className="text-brand-700 underline dark:text-brand-100">
                        (source)
                      </a>
                    )}
                  </p>
                )}
              </div>
              {row.owned ? (
                <select
                  aria-label={`${label}: where it came from`}
                  value={row.origin ?? 'original'}
                  onChange={(e) => change({ ...row, origin: row.origin ?? 'original' }, true, e.target.value as PieceOrigin)}
                  className={`${originSelectClasses} py-1`}
                >
                  {PIECE_ORIGINS.map((origin) => (
                    <option key={origin} value={origin}>
                      {PIECE_ORIGIN_LABELS[origin]}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="text-xs text-gray-500 dark:text-gray-400">Missing</span>
              )}
            </li>
          );
        })}
      </ul>
      {update.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          Could not save the accessories: {update.error.message}
        </p>
      )}
    </fieldset>
  );
}
