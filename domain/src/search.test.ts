import { describe, expect, it } from 'vitest';
import { COLLECTION_SEARCH_FIELDS, searchableText, searchNeedle, type SearchableCopy } from './search.ts';

const mike: SearchableCopy = {
  name: 'Michaelangelo',
  character: 'Michelangelo',
  series: 'Original Series',
  notes: 'Bought at the FLEA market',
  upc: '092943040025',
};
const metalhead: SearchableCopy = { name: 'Metalhead', character: 'Metalhead', series: 'Original Series', notes: null, upc: null };

describe('searchNeedle', () => {
  it('trims and lower-cases what was typed', () => {
    expect(searchNeedle('  Michelangelo ')).toBe('michelangelo');
    expect(searchNeedle('\t1989 SERIES\n')).toBe('1989 series');
  });

  it('is empty for blank input', () => {
    expect(searchNeedle('')).toBe('');
    expect(searchNeedle('   ')).toBe('');
  });
});

describe('searchableText', () => {
  it('joins name, character, series, notes and UPC, lower-cased, one per line', () => {
    expect(COLLECTION_SEARCH_FIELDS).toEqual(['name', 'character', 'series', 'notes', 'upc']);
    expect(searchableText(mike)).toBe('michaelangelo\nmichelangelo\noriginal series\nbought at the flea market\n092943040025');
  });

  it('leaves a missing field empty', () => {
    expect(searchableText(metalhead)).toBe('metalhead\nmetalhead\noriginal series\n\n');
  });
});

describe('searching the searchable text', () => {
  it('finds a copy by any of its fields', () => {
    expect(searchableText(mike).includes('michaelangelo')).toBe(true);
    // Only the character is spelt this way.
    expect(searchableText(mike).includes('michelangelo')).toBe(true);
    expect(searchableText(mike).includes('original')).toBe(true);
    expect(searchableText(mike).includes('flea market')).toBe(true);
    expect(searchableText(mike).includes('04002')).toBe(true);
  });

  it('expects a needle already lower-cased by searchNeedle', () => {
    expect(searchableText(mike).includes('FLEA')).toBe(false);
    expect(searchableText(mike).includes(searchNeedle('FLEA'))).toBe(true);
  });

  it('never matches across two fields', () => {
    // The text holds "metalhead\noriginal series", so the space never meets the line break.
    expect(searchableText(metalhead).includes('metalhead original')).toBe(false);
    expect(searchableText(metalhead).includes('shredder')).toBe(false);
  });

  it('lets every copy through an empty needle', () => {
    expect(searchableText(metalhead).includes('')).toBe(true);
  });
});
