import { describe, expect, it } from 'vitest';
import { changeTags, hasTag, tagKey, uniqueTags } from './tags.ts';

describe('tags', () => {
  it('keep the first spelling and fold repeats case-blind', () => {
    expect(uniqueTags(['For trade', ' for  TRADE ', 'Show 2026', ''])).toEqual(['For trade', 'Show 2026']);
    expect(tagKey(' For  Trade')).toBe('for trade');
  });

  it('are added and removed case-blind, keeping the copy\'s spelling', () => {
    expect(changeTags(['for trade'], ['For Trade', 'Keep'])).toEqual(['for trade', 'Keep']);
    expect(changeTags(['For trade', 'Keep'], [], ['FOR TRADE'])).toEqual(['Keep']);
    expect(changeTags(['A'], ['B'], ['b'])).toEqual(['A']);
    expect(changeTags([], [], ['nothing'])).toEqual([]);
  });

  it('are matched case-blind', () => {
    expect(hasTag(['For trade'], 'FOR TRADE')).toBe(true);
    expect(hasTag(['For trade'], 'trade')).toBe(false);
  });
});
