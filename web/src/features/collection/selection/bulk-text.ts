import { plural, type BulkRequest, type BulkResult, type Place } from '@tmnt/domain';

const copies = (n: number) => plural(n, 'copy', 'copies');

/** What a change to many copies did, in the collector's words ("Moved 3 copies to Garage > Tote B; 1 was there already"). */
export function bulkDoneText(request: BulkRequest, result: BulkResult, places: readonly Place[]): string {
  const changed = result.changed.length;
  const already = result.unchanged.length > 0 ? `; ${plural(result.unchanged.length, 'was', 'were')} so already` : '';
  if (request.delete) return `Deleted ${copies(changed)}`;
  const set = request.set ?? {};
  if (set.place_id !== undefined) {
    const to = set.place_id === null ? 'no place' : (places.find((p) => p.id === set.place_id)?.path ?? 'the place');
    return `Moved ${copies(changed)} to ${to}${already.replace('so', 'there')}`;
  }
  if (set.condition !== undefined) return `Set ${copies(changed)} to ${set.condition}${already}`;
  if (set.packaging_type !== undefined) return `Set the packaging of ${copies(changed)} to ${set.packaging_type ?? 'not set'}${already}`;
  if (set.completeness !== undefined) return `Set ${copies(changed)} to ${set.completeness ?? 'completeness not set'}${already}`;
  if (set.for_trade !== undefined) return `${set.for_trade ? 'Offered' : 'Took back'} ${copies(changed)} ${set.for_trade ? 'for' : 'from'} trade${already}`;
  return `Changed the tags of ${copies(changed)}${already.replace('so', 'tagged so')}`;
}
