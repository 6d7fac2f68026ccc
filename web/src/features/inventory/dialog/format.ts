import { accessoriesPercent, pieceRows, type OwnedPiece } from '@tmnt/domain';

/**
 * "{owned}/{pieces} pieces ({percent}%)", counting the pieces of the figure's list (a pair of katanas is two); no
 * percent when the figure lists none.
 */
export function pieceSummary(listed: readonly string[], owned: readonly Pick<OwnedPiece, 'accessory' | 'number' | 'origin'>[]): string {
  const rows = pieceRows(listed, owned).filter((row) => listed.includes(row.accessory));
  const ownedCount = rows.filter((row) => row.owned).length;
  const percent = accessoriesPercent(ownedCount, rows.length);
  return `${ownedCount}/${rows.length} ${rows.length === 1 ? 'piece' : 'pieces'}${percent === null ? '' : ` (${percent}%)`}`;
}
