import { describe, expect, it } from 'vitest';
import type { Condition } from '@tmnt/domain';
import { collectionAddress, filtersFromParams, filtersToParams, hasActiveFilters, NO_FILTERS, NO_PACKAGING } from './address.ts';
import { copyCounts, filterItems, filterOptions, type FilterableItem } from './filters.ts';

const item = (name: string, over: Partial<FilterableItem> = {}): FilterableItem => ({
  name, character: name, series: 'Original Series', aliases: [], year: 1988, condition: 'Good' as Condition, notes: null, upc: null, purchase_price: null,
  packaging_type: null, place_id: null, storage_location: null, tags: [], variant: null, ...over,
});

const leo = item('Leonardo', { notes: 'Soft head, bought at the flea market', upc: '092943040018' });
const shredder = item('Shredder', { condition: 'Poor', purchase_price: 10.5 });
const ace = item('Ace Duck', { series: '1989 Series', year: 1989, condition: 'Mint' });
const items = [leo, shredder, ace];

describe('filterItems', () => {
  it('keeps everything without filters', () => {
    expect(filterItems(items, NO_FILTERS)).toEqual(items);
  });

  it('searches name, series, notes and UPC, ignoring case and outer spaces', () => {
    expect(filterItems(items, { ...NO_FILTERS, q: 'shred' })).toEqual([shredder]);
    expect(filterItems(items, { ...NO_FILTERS, q: ' 1989 SERIES ' })).toEqual([ace]);
    expect(filterItems(items, { ...NO_FILTERS, q: 'FLEA' })).toEqual([leo]);
    expect(filterItems(items, { ...NO_FILTERS, q: '04001' })).toEqual([leo]);
    expect(filterItems(items, { ...NO_FILTERS, q: 'nobody' })).toEqual([]);
  });

  it('searches the character too, so a figure named with another spelling is still found', () => {
    const mike = item('Michaelangelo', { character: 'Michelangelo' });
    expect(filterItems([...items, mike], { ...NO_FILTERS, q: 'michelangelo' })).toEqual([mike]);
    expect(filterItems([...items, mike], { ...NO_FILTERS, q: 'MICHAELANGELO' })).toEqual([mike]);
  });

  it('filters by series, year and condition exactly, and combines filters', () => {
    expect(filterItems(items, { ...NO_FILTERS, series: 'Original Series' })).toEqual([leo, shredder]);
    expect(filterItems(items, { ...NO_FILTERS, year: '1989' })).toEqual([ace]);
    expect(filterItems(items, { ...NO_FILTERS, condition: 'Poor' })).toEqual([shredder]);
    expect(filterItems(items, { ...NO_FILTERS, series: 'Original Series', condition: 'Mint' })).toEqual([]);
    expect(filterItems(items, { ...NO_FILTERS, q: 'o', series: 'Original Series', year: '1988', condition: 'Good' })).toEqual([leo]);
  });

  it('searches aliases, places, tags and variant, and filters by packaging, place (with the places inside it) and tag', () => {
    const trek = item('Captain Leonardo', { series: 'Star Trek', aliases: ['Kirk'], place_id: 3, storage_location: 'Garage > Tote B', variant: 'Gold shirt', packaging_type: 'Loose', tags: ['For trade'] });
    const samurai = item('Samurai Michaelangelo', { series: 'Movie III', place_id: 4, storage_location: 'Attic > Shelf 1', packaging_type: 'Sealed MOC' });
    const all = [...items, trek, samurai];
    expect(filterItems(all, { ...NO_FILTERS, q: 'kirk' })).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, q: 'tote b' })).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, q: 'garage' })).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, q: 'trade' })).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, q: 'gold' })).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, q: 'movie 3' })).toEqual([samurai]);
    expect(filterItems(all, { ...NO_FILTERS, packaging: 'Sealed MOC' })).toEqual([samurai]);
    // The garage (1) holds Tote B (3).
    expect(filterItems(all, { ...NO_FILTERS, place: '1' }, new Set([1, 3]))).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, place: '1', packaging: 'Sealed MOC' }, new Set([1, 3]))).toEqual([]);
    expect(filterItems(all, { ...NO_FILTERS, tag: 'FOR TRADE' })).toEqual([trek]);
    expect(filterItems(all, { ...NO_FILTERS, tag: 'trade' })).toEqual([]);
    // The copies whose packaging is not set (the dashboard's hint opens this).
    expect(filterItems(all, { ...NO_FILTERS, packaging: NO_PACKAGING })).toEqual(items);
  });

  it('keeps the copies without a purchase price, or only those with one (a price of 0 is recorded)', () => {
    const gift = item('Splinter', { purchase_price: 0 });
    expect(filterItems([...items, gift], { ...NO_FILTERS, paid: 'missing' })).toEqual([leo, ace]);
    expect(filterItems([...items, gift], { ...NO_FILTERS, paid: 'recorded' })).toEqual([shredder, gift]);
    expect(filterItems([...items, gift], { ...NO_FILTERS, paid: 'missing', series: 'Original Series' })).toEqual([leo]);
  });

  it('filters 5,000 items in well under 100 ms', () => {
    const many = Array.from({ length: 5000 }, (_, i) => item(`Figure ${i}`, { notes: i % 7 === 0 ? 'has a cape' : 'plain', year: 1986 + (i % 10) }));
    filterItems(many, { ...NO_FILTERS, q: 'warm-up' });
    const start = performance.now();
    const found = filterItems(many, { ...NO_FILTERS, q: 'cape', year: '1988' });
    expect(performance.now() - start).toBeLessThan(100);
    expect(found.length).toBe(many.filter((x, i) => i % 7 === 0 && x.year === 1988).length);
  });
});

describe('the URL form of the filters', () => {
  it('round-trips through the query string and leaves unset filters out', () => {
    const filters = { q: 'leo & co', series: "Rock 'n Roll", year: '1991', condition: '', packaging: 'Loose', place: '12', tag: 'For trade', paid: 'missing' as const };
    const params = filtersToParams(filters);
    expect(params.has('condition')).toBe(false);
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, year: '1990' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, paid: 'missing' })).toBe(true);
  });

  it('reads an unknown purchase price filter as none', () => {
    expect(filtersFromParams(new URLSearchParams('paid=maybe')).paid).toBe('');
    expect(filtersFromParams(new URLSearchParams('paid=recorded')).paid).toBe('recorded');
  });

  it('gives other screens the address of a filtered collection', () => {
    expect(collectionAddress({ paid: 'missing' })).toBe('/collection?paid=missing');
    expect(collectionAddress({})).toBe('/collection');
  });
});

describe('copyCounts and filterOptions', () => {
  it('counts copies per figure', () => {
    expect([...copyCounts([{ figure_id: 1 }, { figure_id: 2 }, { figure_id: 1 }])]).toEqual([[1, 2], [2, 1]]);
  });

  it('gives distinct sorted options and keeps the current value', () => {
    expect(filterOptions([1990, 1988, 1990], '')).toEqual(['1988', '1990']);
    expect(filterOptions(['Toon', 'Original Series'], 'Movie Star')).toEqual(['Movie Star', 'Original Series', 'Toon']);
  });
});
