import { describe, expect, it } from 'vitest';
import { accessoriesPercent, parseAccessories } from './accessories.ts';

describe('parseAccessories', () => {
  it('reads the names from their JSON text, tolerating bad text', () => {
    expect(parseAccessories('["Katana (2)","Kama"]')).toEqual(['Katana (2)', 'Kama']);
    expect(parseAccessories('["Bo staff", 3, null]')).toEqual(['Bo staff']);
    expect(parseAccessories('not json')).toEqual([]);
    expect(parseAccessories('{"a":1}')).toEqual([]);
  });
});

describe('accessoriesPercent', () => {
  it('divides owned by listed as a whole percent', () => {
    expect(accessoriesPercent(0, 5)).toBe(0);
    expect(accessoriesPercent(1, 5)).toBe(20);
    expect(accessoriesPercent(5, 5)).toBe(100);
  });

  it('rounds to the nearest percent, halves up', () => {
    // 2/3 = 66.67 -> 67; 1/3 = 33.33 -> 33; 1/8 = 12.5 -> 13; 5/6 = 83.33 -> 83
    expect(accessoriesPercent(2, 3)).toBe(67);
    expect(accessoriesPercent(1, 3)).toBe(33);
    expect(accessoriesPercent(1, 8)).toBe(13);
    expect(accessoriesPercent(5, 6)).toBe(83);
  });

  it('is null when the figure lists no accessories', () => {
    expect(accessoriesPercent(0, 0)).toBeNull();
  });
});
