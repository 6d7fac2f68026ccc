import { describe, expect, it } from 'vitest';
import type { PriceObservation } from './market.ts';
import { listingVariant, summarizeVariants, variantKey, variantsToPrice } from './variants.ts';

const RAY = ['Red vest', 'Yellow vest', 'Dark red vest'];
const LEO = ['Soft head', 'Hard head'];

describe('listingVariant', () => {
  it('reads a known variant from a listing title, as whole words in any case or punctuation', () => {
    expect(listingVariant('TMNT 1990 Ray Fillet RED VEST loose complete', RAY)).toBe('Red vest');
    expect(listingVariant('Vintage Ray Fillet (red-vest) Playmates', RAY)).toBe('Red vest');
    expect(listingVariant('Ray Fillet yellow vest 1990', RAY)).toBe('Yellow vest');
    expect(listingVariant('1988 Leonardo soft head MOC', LEO)).toBe('Soft head');
  });

  it('prefers the longer name it contains, and names nothing when two variants are named or none', () => {
    expect(listingVariant('Ray Fillet dark red vest', RAY)).toBe('Dark red vest');
    expect(listingVariant('Leonardo soft head or hard head?', LEO)).toBeNull();
    expect(listingVariant('Ray Fillet loose 1990', RAY)).toBeNull();
    // Words inside other words are not the variant ("redvest" is not "red vest"; "hardheaded" is not "hard head").
    expect(listingVariant('Ray Fillet redvest', RAY)).toBeNull();
    expect(listingVariant('Leonardo hardheaded collector', LEO)).toBeNull();
    expect(listingVariant('anything', [])).toBeNull();
  });

  it('keys a variant the same however a copy or a listing writes it', () => {
    expect(variantKey('Red Vest')).toBe(variantKey(' red-vest '));
  });
});

describe('summarizeVariants', () => {
  const sale = (title: string, priceCents: number, tier: 'carded' | 'loose', date: string): PriceObservation & { title: string } => ({
    title, priceCents, tier, date, source: 'manual', seenAt: `${date}T12:00:00.000Z`, excluded: false,
  });

  it('prices each variant per tier from the sales naming it', () => {
    const today = '2026-11-27';
    const sales = [
      sale('Ray Fillet red vest', 8500, 'loose', '2026-11-01'),
      sale('Ray Fillet red vest', 9000, 'loose', '2026-11-10'),
      sale('Ray Fillet RED VEST complete', 9500, 'loose', '2026-11-20'),
      sale('Ray Fillet yellow vest', 1600, 'loose', '2026-11-02'),
      sale('Ray Fillet yellow vest', 2200, 'loose', '2026-11-03'),
      sale('Ray Fillet', 2000, 'loose', '2026-11-04'),
      sale('Ray Fillet red vest MOC', 30000, 'carded', '2026-11-05'),
    ];
    const prices = summarizeVariants(sales, RAY, today);
    // By hand: red vest loose (8500 + 9000 + 9500) / 3 = 9000 from 3 recent sales; yellow loose (1600 + 2200) / 2 = 1900.
    expect(prices.map((p) => [p.variant, p.tier, p.figures.averageCents, p.figures.recentSold])).toEqual([
      ['Red vest', 'carded', 30000, 1],
      ['Red vest', 'loose', 9000, 3],
      ['Yellow vest', 'loose', 1900, 2],
    ]);
  });

  it('prices a card back or insert for carded copies only, and leaves reissues out of every variant', () => {
    const today = '2026-11-29';
    const sales = [
      sale('TMNT Leonardo 10 back MOC', 60000, 'carded', '2026-11-01'),
      sale('TMNT Leonardo 10-back loose', 5000, 'loose', '2026-11-02'),
      { ...sale('TMNT Leonardo 10 back reissue', 2000, 'carded', '2026-11-03'), reissue: true },
    ];
    const prices = summarizeVariants(sales, ['10-back', 'Soft head'], today, ['10-back']);
    expect(prices.map((p) => [p.variant, p.tier, p.figures.averageCents])).toEqual([['10-back', 'carded', 60000]]);
  });
});

describe('variantsToPrice', () => {
  it("takes the catalogue's variants, then the copies' free text not among them, each once whatever its case", () => {
    expect(variantsToPrice(['Red vest', 'Yellow vest'], ['red vest', null, 'Orange Vest', 'orange vest', ''])).toEqual(['Red vest', 'Yellow vest', 'Orange Vest']);
  });
});
