import { describe, expect, it } from 'vitest';
import { checkCodeForLink, expandUpcE, lookupForms, normalizeUpc, upcProblem } from './upc.ts';

/** The error of a rejected code; fails the test if the code was accepted. */
function errorOf(raw: string): string {
  const result = normalizeUpc(raw);
  if (result.ok) throw new Error(`expected ${JSON.stringify(raw)} to be rejected, got ${result.code}`);
  return result.error;
}

describe('normalizeUpc: numeric codes', () => {
  it('keeps a valid UPC-A as it is', () => {
    // 0 3 6 0 0 0 2 9 1 4 5 | 2 — from the right, 5*3+4+1*3+9+2*3+0+0+0+6*3+3+0*3 = 58 -> (10-8)%10 = 2
    expect(normalizeUpc('036000291452')).toEqual({ ok: true, code: '036000291452' });
  });

  it('strips spaces, dashes and surrounding whitespace', () => {
    expect(normalizeUpc('0 36000 29145 2')).toEqual({ ok: true, code: '036000291452' });
    expect(normalizeUpc('0-36000-29145-2')).toEqual({ ok: true, code: '036000291452' });
    expect(normalizeUpc('  036000 - 291452\t\n')).toEqual({ ok: true, code: '036000291452' });
  });

  it('turns a 13-digit EAN with a leading 0 into the 12-digit UPC-A', () => {
    expect(normalizeUpc('0036000291452')).toEqual({ ok: true, code: '036000291452' });
  });

  it('keeps a 13-digit EAN that does not start with 0', () => {
    // 4 0 0 6 3 8 1 3 3 3 9 3 | 1 — 3*3+9+3*3+3+3*3+1+8*3+3+6*3+0+0*3+4 = 89 -> 1
    expect(normalizeUpc('4006381333931')).toEqual({ ok: true, code: '4006381333931' });
  });

  it('expands a UPC-E to its UPC-A', () => {
    // 0 | 425261 | 4: last digit 1 -> d1 d2 1 0000 d3 d4 d5 = 42 1 0000 526 -> 0 4210000526 4
    // UPC-A check: 0 4 2 1 0 0 0 0 5 2 6 -> 6*3+2+5*3+0+0+0+0+1+2*3+4+0 = 46 -> 4, matches
    expect(normalizeUpc('04252614')).toEqual({ ok: true, code: '042100005264' });
    expect(normalizeUpc('0425-2614')).toEqual({ ok: true, code: '042100005264' });
  });

  it('keeps a valid EAN-8 that is not a UPC-E', () => {
    // 9 6 3 8 5 0 7 | 4 — 7*3+0+5*3+8+3*3+6+9*3 = 86 -> 4 (starts with 9, so not a UPC-E)
    expect(normalizeUpc('96385074')).toEqual({ ok: true, code: '96385074' });
  });

  it('keeps an EAN-8 starting with 0 when its UPC-E reading has a wrong check digit', () => {
    // EAN-8: 0 1 2 3 4 0 0 | 8 — 0*3+0+4*3+3+2*3+1+0*3 = 22 -> 8, valid
    // As UPC-E: 0 | 123400 | 8 -> 0 12 0 0000 340 8; check of 01200000340 = 0+4+3*3+0+0+0+0+0+2*3+1+0 = 20 -> 0, not 8
    expect(normalizeUpc('01234008')).toEqual({ ok: true, code: '01234008' });
  });

  it('keeps codes with a wrong check digit as typed (looking up is tolerant; linking is not)', () => {
    expect(normalizeUpc('036000291453')).toEqual({ ok: true, code: '036000291453' });
    // A leading-0 EAN-13 is shortened only when its check digit is right.
    expect(normalizeUpc('0036000291453')).toEqual({ ok: true, code: '0036000291453' });
    // Starts with 0: neither the UPC-E reading (check 4) nor the EAN-8 reading (check 0) is valid.
    expect(normalizeUpc('04252615')).toEqual({ ok: true, code: '04252615' });
  });
});

describe('normalizeUpc: empty and non-numeric input', () => {
  it('rejects empty and whitespace-only input', () => {
    expect(normalizeUpc('')).toEqual({ ok: false, error: 'Enter a code' });
    expect(normalizeUpc('   \t ')).toEqual({ ok: false, error: 'Enter a code' });
    expect(normalizeUpc(' - - ')).toEqual({ ok: false, error: 'Enter a code' });
  });

  it('uppercases and keeps Code 39 / Code 128 style alphanumeric values', () => {
    expect(normalizeUpc('tmnt-1988')).toEqual({ ok: true, code: 'TMNT1988' });
    expect(normalizeUpc('Ab12 cD34')).toEqual({ ok: true, code: 'AB12CD34' });
  });

  it('accepts alphanumeric values of 4 and 32 characters, not 3 or 33', () => {
    expect(normalizeUpc('ABCD')).toEqual({ ok: true, code: 'ABCD' });
    expect(normalizeUpc('A'.repeat(32))).toEqual({ ok: true, code: 'A'.repeat(32) });
    expect(errorOf('ABC')).toMatch(/is not a barcode/);
    expect(errorOf('A'.repeat(33))).toMatch(/is not a barcode/);
  });

  it('rejects junk with a message quoting the input', () => {
    const error = errorOf('hello world!');
    expect(error).toContain('"hello world!"');
    expect(error).toMatch(/is not a barcode/);
  });

  it('rejects an over-long numeric value', () => {
    expect(errorOf('1'.repeat(33))).toMatch(/is not a barcode/);
  });

  it('quotes at most 40 characters of a long bad input', () => {
    const raw = `${'x'.repeat(50)}!`;
    expect(errorOf(raw)).toContain(`"${'x'.repeat(40)}"`);
    expect(errorOf(raw)).not.toContain('x'.repeat(41));
  });
});

describe('expandUpcE', () => {
  it('last digit 0-2: d1 d2 L 0000 d3 d4 d5', () => {
    // 0 | 123450 | 5 -> 0 12 0 0000 345 5; check of 01200000345 = 5*3+4+3*3+0+0+0+0+0+2*3+1+0 = 35 -> 5
    expect(expandUpcE('01234505')).toBe('012000003455');
    expect(expandUpcE('04252614')).toBe('042100005264');
    // number system 1: 1 | 345672 | 8 -> 1 34 2 0000 567 8
    expect(expandUpcE('13456728')).toBe('134200005678');
  });

  it('last digit 3: d1 d2 d3 00000 d4 d5', () => {
    // 0 | 123453 | 1 -> 0 123 00000 45 1; check of 01230000045 = 5*3+4+0+0+0+0+0+3+2*3+1+0 = 29 -> 1
    expect(expandUpcE('01234531')).toBe('012300000451');
  });

  it('last digit 4: d1 d2 d3 d4 00000 d5', () => {
    // 0 | 123454 | 3 -> 0 1234 00000 5 3; check of 01234000005 = 5*3+0+0+0+0+0+4*3+3+2*3+1+0 = 37 -> 3
    expect(expandUpcE('01234543')).toBe('012340000053');
  });

  it('last digit 5-9: d1 d2 d3 d4 d5 0000 L', () => {
    expect(expandUpcE('01234558')).toBe('012345000058');
    expect(expandUpcE('01234572')).toBe('012345000072');
    expect(expandUpcE('01234596')).toBe('012345000096');
  });

  it('copies the check digit without validating it', () => {
    expect(expandUpcE('01234599')).toBe('012345000099');
  });

  it('returns null for anything that is not an 8-digit UPC-E with number system 0 or 1', () => {
    expect(expandUpcE('21234565')).toBeNull(); // number system 2
    expect(expandUpcE('96385074')).toBeNull();
    expect(expandUpcE('0123456')).toBeNull(); // 7 digits
    expect(expandUpcE('012345678')).toBeNull(); // 9 digits
    expect(expandUpcE('0123456A')).toBeNull();
    expect(expandUpcE('')).toBeNull();
  });

  it('expansions used above have valid UPC-A check digits (normalizeUpc accepts them)', () => {
    for (const [upcE, upcA] of [
      ['01234505', '012000003455'],
      ['13456728', '134200005678'],
      ['01234531', '012300000451'],
      ['01234543', '012340000053'],
      ['01234558', '012345000058'],
      ['01234572', '012345000072'],
      ['01234596', '012345000096'],
    ]) {
      expect(normalizeUpc(upcE)).toEqual({ ok: true, code: upcA });
      expect(normalizeUpc(upcA)).toEqual({ ok: true, code: upcA });
    }
  });
});

describe('normalizeUpc: digit counts no UPC has', () => {
  it('keeps them, so a Code 128 label linked as one is found again', () => {
    for (const code of ['12345', '123456789', '03600029145', '12345678901234']) expect(normalizeUpc(code)).toEqual({ ok: true, code });
  });
});

describe('lookupForms', () => {
  it('is the canonical form, then the code as typed when they differ', () => {
    expect(lookupForms('036000291452')).toEqual(['036000291452']);
    expect(lookupForms('0036000291452')).toEqual(['036000291452', '0036000291452']);
    // 8 digits valid as a UPC-E: its UPC-A, and the 8 digits an EAN-8 link keeps.
    expect(lookupForms('0425-2614')).toEqual(['042100005264', '04252614']);
    expect(lookupForms('abcd 12')).toEqual(['ABCD12']);
    expect(lookupForms('!!')).toEqual([]);
  });
});

describe('upcProblem', () => {
  it('is null for every valid GTIN', () => {
    for (const code of ['036000291452', '0036000291452', '4006381333931', '04252614', '96385074']) expect(upcProblem(code), code).toBeNull();
  });

  it('names what is wrong in a collector\'s words', () => {
    expect(upcProblem('12345')).toBe('is not a complete UPC: a UPC-A has 12 digits');
    expect(upcProblem('03600029145')).toBe('is not a complete UPC: a UPC-A has 12 digits');
    expect(upcProblem('036000291453')).toMatch(/^has a wrong check digit/);
    expect(upcProblem('4006381333932')).toMatch(/^has a wrong check digit/);
    expect(upcProblem('96385075')).toMatch(/^has a wrong check digit/);
    expect(upcProblem('12345678901234')).toBe('is too long for a UPC: a UPC-A has 12 digits and an EAN-13 has 13');
    expect(upcProblem('abcdefghijkl')).toBe('is not a UPC: a UPC has only digits');
  });
});

describe('checkCodeForLink', () => {
  it('links a valid UPC-A, EAN-13, UPC-E or EAN-8 typed without a format, in its canonical form', () => {
    expect(checkCodeForLink('036000291452')).toEqual({ ok: true, code: '036000291452' });
    expect(checkCodeForLink('0 036000 291452')).toEqual({ ok: true, code: '036000291452' });
    expect(checkCodeForLink('4006381333931')).toEqual({ ok: true, code: '4006381333931' });
    expect(checkCodeForLink('04252614')).toEqual({ ok: true, code: '042100005264' });
    expect(checkCodeForLink('96385074')).toEqual({ ok: true, code: '96385074' });
  });

  it('refuses a mistyped code with a message the collector can act on, and lets them confirm it is not a UPC', () => {
    expect(checkCodeForLink('12345')).toEqual({ ok: false, error: '12345 is not a complete UPC: a UPC-A has 12 digits', confirmable: true });
    expect(checkCodeForLink('abcdefghijkl')).toEqual({ ok: false, error: 'ABCDEFGHIJKL is not a UPC: a UPC has only digits', confirmable: true });
    const typo = checkCodeForLink('036000291453');
    expect(typo.ok).toBe(false);
    expect(!typo.ok && typo.error).toMatch(/^036000291453 has a wrong check digit/);
  });

  it('links anything barcode-shaped read as Code 128 or Code 39, or confirmed as not a UPC', () => {
    for (const format of ['code_128', 'code_39', 'other'] as const) {
      expect(checkCodeForLink('12345', format)).toEqual({ ok: true, code: '12345' });
      expect(checkCodeForLink('abcdefghijkl', format)).toEqual({ ok: true, code: 'ABCDEFGHIJKL' });
    }
    // Stored in the form a lookup of the same label finds.
    expect(checkCodeForLink('0036000291452', 'code_128')).toEqual({ ok: true, code: '036000291452' });
  });

  it('never links what is not a barcode, whatever the format', () => {
    expect(checkCodeForLink('   ', 'other')).toEqual({ ok: false, error: 'Enter a code', confirmable: false });
    expect(checkCodeForLink('ab!', 'code_128')).toMatchObject({ ok: false, confirmable: false });
  });

  it('checks a reading the camera named as a UPC or EAN format against that format', () => {
    expect(checkCodeForLink('036000291452', 'upc_a')).toEqual({ ok: true, code: '036000291452' });
    expect(checkCodeForLink('0036000291452', 'ean_13')).toEqual({ ok: true, code: '036000291452' });
    expect(checkCodeForLink('04252614', 'upc_e')).toEqual({ ok: true, code: '042100005264' });
    // An EAN-8 keeps its 8 digits even when they also read as a UPC-E (12345052 is both: UPC-A 123450000052).
    expect(checkCodeForLink('12345052', 'ean_8')).toEqual({ ok: true, code: '12345052' });
    expect(checkCodeForLink('12345052')).toEqual({ ok: true, code: '123450000052' });
    expect(checkCodeForLink('036000291453', 'upc_a')).toEqual({ ok: false, error: '036000291453 is not a valid UPC-A: scan it again or type it', confirmable: false });
    expect(checkCodeForLink('96385074', 'upc_a')).toMatchObject({ ok: false, confirmable: false });
  });
});
