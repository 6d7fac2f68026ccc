import { describe, expect, it } from 'vitest';
import { COLLECTION_SEARCH_FIELDS, searchableText, searchNeedle, type SearchableCopy } from './search.ts';

const copy = (fields: Partial<SearchableCopy>): SearchableCopy => ({
  name: 'Metalhead',
  character: 'Metalhead',
  series: 'Original Series',
  aliases: [],
  notes: null,
  storage_location: null,
  variant: null,
  upc: null,
  tags: [],
  ...fields,
});

const mike = copy({ name: 'Michaelangelo', character: 'Michelangelo', notes: 'Bought at the FLEA market', upc: '092943040025' });
const captain = copy({ name: 'Chief Engineer Michaelangelo', series: 'Star Trek', aliases: ['Scotty', 'Star Trek Mike'], storage_location: 'Garage > Shelf 2 > Tote B', variant: 'Yellow uniform', tags: ['For trade', 'Show 2026'] });
const samurai = copy({ name: 'Samurai Leo', series: 'Movie III' });

const finds = (item: SearchableCopy, typed: string) => searchableText(item).includes(searchNeedle(typed));

describe('searchNeedle', () => {
  it('spells what was typed as the search does', () => {
    expect(searchNeedle('  Michelangelo ')).toBe('michelangelo');
    expect(searchNeedle('\t1989 SERIES\n')).toBe('1989 series');
    expect(searchNeedle("Mutatin' Leo")).toBe('mutatin leo');
    expect(searchNeedle('Movie III')).toBe('movie 3');
  });

  it('is empty for blank input', () => {
    expect(searchNeedle('')).toBe('');
    expect(searchNeedle('  -- ')).toBe('');
  });
});

describe('searchableText', () => {
  it('holds every search field, one per line', () => {
    expect(COLLECTION_SEARCH_FIELDS).toEqual(['name', 'character', 'series', 'aliases', 'notes', 'storage_location', 'variant', 'upc', 'tags']);
    expect(searchableText(captain)).toBe('chief engineer michelangelo\nmetalhead\nstar trek\nscotty\nstar trek mike\n\ngarage shelf 2 tote b\nyellow uniform\n\nfor trade\nshow 2026');
  });
});

describe('the collection search', () => {
  it('finds a copy by name, either spelling, series, notes and code', () => {
    expect(finds(mike, 'michaelangelo')).toBe(true);
    expect(finds(mike, 'Michelangelo')).toBe(true);
    expect(finds(mike, 'original')).toBe(true);
    expect(finds(mike, 'FLEA market')).toBe(true);
    expect(finds(mike, '04002')).toBe(true);
  });

  it('finds a copy by alias, any place of its path, tag, variant and a sub-line however it is written', () => {
    expect(finds(captain, 'star trek')).toBe(true);
    expect(finds(captain, 'scotty')).toBe(true);
    expect(finds(captain, 'tote B')).toBe(true);
    expect(finds(captain, 'garage')).toBe(true);
    expect(finds(captain, 'shelf 2')).toBe(true);
    expect(finds(captain, 'for TRADE')).toBe(true);
    expect(finds(captain, 'yellow')).toBe(true);
    expect(finds(samurai, 'movie 3')).toBe(true);
    expect(finds(samurai, 'Movie III')).toBe(true);
  });

  it('never matches across two fields, nor what is not there', () => {
    expect(finds(captain, 'trek scotty')).toBe(false);
    expect(finds(mike, 'metalhead original')).toBe(false);
    expect(finds(mike, 'tote')).toBe(false);
    expect(finds(captain, 'trade show')).toBe(false);
  });
});
