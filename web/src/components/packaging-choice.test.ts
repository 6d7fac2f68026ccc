import { describe, expect, it } from 'vitest';
import { PACKAGING_TYPES } from '@tmnt/domain';
import { PACKAGING_CHOICES, packagingWord, parsePackaging } from './packaging-choice.ts';

describe('the remembered packaging', () => {
  it('reads back every packaging type, and nothing else', () => {
    for (const type of PACKAGING_TYPES) expect(parsePackaging(type)).toBe(type);
    expect(parsePackaging(null)).toBeNull();
    expect(parsePackaging('loose')).toBeNull();
    expect(parsePackaging('Carded')).toBeNull();
  });

  it('offers every packaging type once, carded and loose first', () => {
    expect(PACKAGING_CHOICES.map((c) => c.type).toSorted()).toEqual([...PACKAGING_TYPES].sort());
    expect(PACKAGING_CHOICES.slice(0, 2).map((c) => c.label)).toEqual(['Carded', 'Loose']);
    expect(packagingWord('Sealed MOC')).toBe('Carded');
    expect(packagingWord('Resealed')).toBe('Resealed');
  });
});
