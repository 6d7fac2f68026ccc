import { describe, expect, it } from 'vitest';
import { groupAlikeCopies, wantFoundSince, type ShownCopy } from './shares.ts';

const copy = (over: Partial<ShownCopy>): ShownCopy => ({
  figure_id: 1, condition: 'Good', packaging_type: 'Loose', variant: null, grade: null, value_cents: 1000, photo_urls: [], ...over,
});

describe('copies alike on a link', () => {
  it('are one line with how many and what those priced are worth together', () => {
    const groups = groupAlikeCopies([
      copy({ value_cents: 1000, photo_urls: ['a'] }),
      copy({ condition: 'Mint', value_cents: 3000 }),
      copy({ value_cents: 1200, photo_urls: ['b'] }),
      copy({ variant: 'Soft Head', value_cents: null }),
      copy({ variant: 'soft head', value_cents: null }),
      copy({ grade: 'AFA 85', value_cents: 9000 }),
    ]);
    expect(groups.map((g) => [g.first.condition, g.first.variant, g.first.grade, g.count, g.value_cents, g.photo_urls])).toEqual([
      ['Good', null, null, 2, 2200, ['a', 'b']],
      ['Mint', null, null, 1, 3000, []],
      // Spelled either way, one variant; none priced, so no value.
      ['Good', 'Soft Head', null, 2, null, []],
      ['Good', null, 'AFA 85', 1, 9000, []],
    ]);
  });

  it('keep a priced copy\'s value beside an unpriced one', () => {
    expect(groupAlikeCopies([copy({ value_cents: null }), copy({ value_cents: 1500 })])[0]).toMatchObject({ count: 2, value_cents: 1500 });
  });
});

describe('a want found since', () => {
  const want = { figure_id: 7, tier: 'loose' as const, variant: null, created_at: '2026-11-01T00:00:00.000Z' };
  const added = (over: object) => ({ figure_id: 7, packaging_type: 'Loose' as const, variant: null, created_at: '2026-11-02T00:00:00.000Z', ...over });

  it('is a copy of the figure in its tier added after it', () => {
    expect(wantFoundSince(want, [added({})])).toBe(true);
    expect(wantFoundSince(want, [added({ packaging_type: 'Opened Package' })])).toBe(true);
    // Packaging not said: it may be the one.
    expect(wantFoundSince(want, [added({ packaging_type: null })])).toBe(true);
  });

  it('is not a copy from before, of another figure, or in the other tier', () => {
    expect(wantFoundSince(want, [added({ created_at: '2026-10-01T00:00:00.000Z' })])).toBe(false);
    expect(wantFoundSince(want, [added({ figure_id: 8 })])).toBe(false);
    expect(wantFoundSince(want, [added({ packaging_type: 'Sealed MOC' })])).toBe(false);
    expect(wantFoundSince(want, [])).toBe(false);
  });

  it('is of the variant wanted, when the want names one', () => {
    const soft = { ...want, variant: 'Soft head' };
    expect(wantFoundSince(soft, [added({ variant: 'SOFT HEAD' })])).toBe(true);
    expect(wantFoundSince(soft, [added({ variant: null })])).toBe(false);
    expect(wantFoundSince(soft, [added({ variant: 'Hard head' })])).toBe(false);
  });
});
