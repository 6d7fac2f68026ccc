import { describe, expect, it } from 'vitest';
import { centsFromText, formatMoney, formatPercent, formatSignedMoney, formatSignedPercent, fromCents, hasAtMostTwoDecimals, toCents } from './money.ts';

describe('toCents / fromCents', () => {
  it('converts dollars to integer cents despite binary floating-point noise', () => {
    // 19.99 * 100 = 1998.9999999999998 in binary floating point; rounding gives 1999.
    expect(toCents(19.99)).toBe(1999);
    // 0.1 + 0.2 = 0.30000000000000004 -> 30.000000000000004 -> 30
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0)).toBe(0);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(-3)).toBe(-300);
  });

  it('converts cents back to dollars', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(0)).toBe(0);
    expect(fromCents(-250)).toBe(-2.5);
  });

  it('round-trips two-decimal amounts', () => {
    for (const dollars of [0.01, 0.1, 19.99, 1234.56, 999999.99, 1_000_000]) {
      expect(fromCents(toCents(dollars))).toBe(dollars);
    }
    expect(fromCents(toCents(0.1 + 0.2))).toBe(0.3);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole and two-decimal amounts, tolerating float noise', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(0)).toBe(true);
    expect(hasAtMostTwoDecimals(42)).toBe(true);
    expect(hasAtMostTwoDecimals(999999.99)).toBe(true);
  });

  it('refuses three or more decimals and non-finite values', () => {
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
    // 19.99999 * 100 is 0.001 away from a whole number of cents: more than float noise.
    expect(hasAtMostTwoDecimals(19.99999)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('formatMoney', () => {
  it('writes US dollars with thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(19.99)).toBe('$19.99');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
  });
});

describe('formatPercent', () => {
  it('rounds to a whole percentage with Math.round', () => {
    expect(formatPercent(42.4)).toBe('42%');
    expect(formatPercent(42.5)).toBe('43%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(-42.6)).toBe('-43%');
    // Math.round(-0.4) = -0, which a template literal writes as "0"
    expect(formatPercent(-0.4)).toBe('0%');
  });
});

describe('formatSignedMoney', () => {
  it('writes a gain with +, a loss with -, and nothing as $0.00', () => {
    expect(formatSignedMoney(11.88)).toBe('+$11.88');
    expect(formatSignedMoney(-5)).toBe('-$5.00');
    expect(formatSignedMoney(0)).toBe('$0.00');
  });
});

describe('formatSignedPercent', () => {
  it('writes one decimal and an explicit sign', () => {
    // 12.46 * 10 = 124.6 -> 125 -> 12.5
    expect(formatSignedPercent(12.46)).toBe('+12.5%');
    expect(formatSignedPercent(-3)).toBe('-3.0%');
    expect(formatSignedPercent(0)).toBe('0.0%');
    expect(formatSignedPercent(12.44)).toBe('+12.4%');
    expect(formatSignedPercent(-7.36)).toBe('-7.4%'); // -73.6 -> -74 -> -7.4
    expect(formatSignedPercent(250)).toBe('+250.0%');
  });

  it('shows no sign when the value rounds to zero', () => {
    expect(formatSignedPercent(0.04)).toBe('0.0%');
    expect(formatSignedPercent(-0.04)).toBe('0.0%');
    expect(formatSignedPercent(0.05)).toBe('+0.1%');
  });
});

describe('centsFromText', () => {
  it('reads marketplace amounts exactly, thousands separators and one or two decimals', () => {
    expect(centsFromText('12.99')).toBe(1299);
    expect(centsFromText('4.35')).toBe(435);
    expect(centsFromText('12.9')).toBe(1290);
    expect(centsFromText('40')).toBe(4000);
    expect(centsFromText('1,234.50')).toBe(123450);
  });

  it('refuses anything else', () => {
    for (const text of ['', '$12.99', '12.999', '1,23.00', '-3', '12,99', '10 to 20']) expect(centsFromText(text)).toBeNull();
  });
});
