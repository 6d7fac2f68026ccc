import { describe, expect, it } from 'vitest';
import { typedName } from './typed-name.ts';

describe('typedName', () => {
  it('takes words, and letters without a digit, as a name', () => {
    expect(typedName('RAYFILLET')).toBe('RAYFILLET');
    expect(typedName('  leo 1988 ')).toBe('leo 1988');
    expect(typedName('movie 3')).toBe('movie 3');
    expect(typedName('michaelangelo')).toBe('michaelangelo');
    expect(typedName('Mutatin’ Leo!')).toBe('Mutatin’ Leo!');
    expect(typedName('Émile')).toBe('Émile');
  });

  it('leaves codes to be looked up: digits, spaced digits, and letters run together with digits', () => {
    expect(typedName('036000291452')).toBeNull();
    expect(typedName('036 000 291 452')).toBeNull();
    expect(typedName('tmnt-88-don')).toBeNull();
    expect(typedName('TMNT88DON')).toBeNull();
    expect(typedName('#12-34!')).toBeNull();
    expect(typedName('')).toBeNull();
  });
});
