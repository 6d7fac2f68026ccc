import { describe, expect, it } from 'vitest';
import { parseId } from './ids.ts';

describe('parseId', () => {
  it('reads a positive whole number written in plain digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('12')).toBe(12);
    expect(parseId('100')).toBe(100);
  });

  it('reads up to 15 digits exactly', () => {
    expect(parseId('999999999999999')).toBe(999_999_999_999_999);
    expect(parseId('123456789012345')).toBe(123_456_789_012_345);
  });

  it.each([
    ['16 digits', '1234567890123456'],
    ['zero', '0'],
    ['a leading zero', '012'],
    ['a sign', '-1'],
    ['a plus sign', '+1'],
    ['a fraction', '1.5'],
    ['an exponent', '1e3'],
    ['hexadecimal', '0x1A'],
    ['a leading space', ' 1'],
    ['a trailing space', '1 '],
    ['a trailing line break', '1\n'],
    ['letters after digits', '12abc'],
    ['an empty segment', ''],
  ])('refuses %s (%j)', (_, value) => {
    expect(parseId(value)).toBeNull();
  });

  it('refuses a missing segment', () => {
    expect(parseId(undefined)).toBeNull();
  });
});
