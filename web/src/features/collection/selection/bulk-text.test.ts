import { describe, expect, it } from 'vitest';
import type { BulkResult, Place } from '@tmnt/domain';
import { bulkDoneText } from './bulk-text.ts';

const result = (changed: number[], unchanged: number[] = []): BulkResult => ({ changed, unchanged, deleted: false, undo_token: 't', undo_until: '2026-11-30T10:00:00Z' });
const tote = { id: 3, path: 'Garage > Shelf 2 > Tote B' } as Place;

describe('bulkDoneText', () => {
  it('says what was done to how many copies, and how many were so already', () => {
    expect(bulkDoneText({ ids: [1, 2, 3], set: { place_id: 3 } }, result([1, 2, 3]), [tote])).toBe('Moved 3 copies to Garage > Shelf 2 > Tote B');
    expect(bulkDoneText({ ids: [1, 2], set: { place_id: 3 } }, result([1], [2]), [tote])).toBe('Moved 1 copy to Garage > Shelf 2 > Tote B; 1 was there already');
    expect(bulkDoneText({ ids: [1], set: { place_id: null } }, result([1]), [])).toBe('Moved 1 copy to no place');
    expect(bulkDoneText({ ids: [1, 2], set: { condition: 'Mint' } }, result([1], [2]), [])).toBe('Set 1 copy to Mint; 1 was so already');
    expect(bulkDoneText({ ids: [1], set: { packaging_type: 'Loose' } }, result([1]), [])).toBe('Set the packaging of 1 copy to Loose');
    expect(bulkDoneText({ ids: [1], tags_add: ['Show'] }, result([1]), [])).toBe('Changed the tags of 1 copy');
    expect(bulkDoneText({ ids: [1, 2], set: { for_trade: true } }, result([1, 2]), [])).toBe('Offered 2 copies for trade');
    expect(bulkDoneText({ ids: [1, 2], set: { for_trade: false } }, result([1], [2]), [])).toBe('Took back 1 copy from trade; 1 was so already');
    expect(bulkDoneText({ ids: [1, 2], delete: true }, { ...result([1, 2]), deleted: true }, [])).toBe('Deleted 2 copies');
  });
});
