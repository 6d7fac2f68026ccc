import crypto from 'node:crypto';

/**
 * A copy's version (its ETag): a hash of every stored column of its row, whatever their names. Any change to any of
 * them, by any path (an edit, a revaluation, a grade, a sale, a change made by code added later), gives a new version;
 * no path has to remember to move a counter.
 */
export function copyVersion(row: Readonly<Record<string, unknown>>): string {
  const columns = Object.keys(row).sort();
  return crypto.createHash('sha256').update(JSON.stringify(columns.map((column) => [column, row[column]]))).digest('base64url').slice(0, 22);
}
