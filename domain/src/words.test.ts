import { describe, expect, it } from 'vitest';
import { plural } from './words.ts';

describe('plural', () => {
  it('adds an s to any count but one', () => {
    expect(plural(0, 'item')).toBe('0 items');
    expect(plural(1, 'item')).toBe('1 item');
    expect(plural(12, 'listing')).toBe('12 listings');
  });
});
