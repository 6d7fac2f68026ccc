/**
 * Barcodes. Scanners and people write the same product code in several ways: with spaces or dashes, as a 13-digit
 * EAN with a leading 0, or as the 8-digit zero-suppressed UPC-E. Looking a code up is tolerant: everything is brought
 * to one canonical form so a lookup finds the figure whichever way it was typed. Linking a code to a figure is
 * strict (checkCodeForLink): a mistyped code linked for good would send every later scan to the wrong figure.
 */
export type UpcResult = { ok: true; code: string } | { ok: false; error: string };

/** Barcode formats, named as the browser's BarcodeDetector names them; `other` is the collector's word for it. */
export const BARCODE_FORMATS = ['upc_a', 'upc_e', 'ean_13', 'ean_8', 'code_128', 'code_39', 'other'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

const ALPHANUMERIC = /^[0-9A-Z]{4,32}$/;

function checkDigit(body: string): number {
  // GTIN rule: from the right, weights 3,1,3,1,... over the digits before the check digit.
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string): boolean {
  return checkDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** Expands an 8-digit UPC-E (number system 0 or 1) to its 12-digit UPC-A, or null if it is not one. */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const ns = code[0];
  const d = code.slice(1, 7);
  const check = code[7];
  const last = d[5];
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d[0]}${d[1]}${last}0000${d[2]}${d[3]}${d[4]}`;
  else if (last === '3') body = `${d[0]}${d[1]}${d[2]}00000${d[3]}${d[4]}`;
  else if (last === '4') body = `${d[0]}${d[1]}${d[2]}${d[3]}00000${d[4]}`;
  else body = `${d[0]}${d[1]}${d[2]}${d[3]}${d[4]}0000${last}`;
  return `${ns}${body}${check}`;
}

/** The code as typed, without spaces and dashes, in capitals. */
function cleanCode(raw: string): string {
  return raw.trim().replace(/[\s-]+/g, '').toUpperCase();
}

/** The canonical form of a digits-only code with a valid check digit (UPC-A, EAN-13, UPC-E, EAN-8), else null. */
function validGtin(code: string): string | null {
  if (!/^\d+$/.test(code)) return null;
  if (code.length === 13 || code.length === 12) {
    if (!hasValidCheckDigit(code)) return null;
    return code.length === 13 && code.startsWith('0') ? code.slice(1) : code;
  }
  if (code.length === 8) {
    const upcA = expandUpcE(code);
    if (upcA && hasValidCheckDigit(upcA)) return upcA;
    if (hasValidCheckDigit(code)) return code;
  }
  return null;
}

/**
 * The form a code is looked up and stored under. Tolerant: any 4 to 32 letters and digits is a code (a Code 128
 * label may hold anything), so a code linked as one is found again; only GTINs are rewritten to their UPC-A form.
 */
export function normalizeUpc(raw: string): UpcResult {
  const code = cleanCode(raw);
  if (code === '') return { ok: false, error: 'Enter a code' };
  if (!ALPHANUMERIC.test(code)) {
    return { ok: false, error: `"${raw.trim().slice(0, 40)}" is not a barcode: a barcode has 4 to 32 letters or digits` };
  }
  return { ok: true, code: validGtin(code) ?? code };
}

/** Every form a code may be stored under: the canonical one first (an EAN-8 linked as one keeps its 8 digits). */
export function lookupForms(raw: string): string[] {
  const normal = normalizeUpc(raw);
  if (!normal.ok) return [];
  const cleaned = cleanCode(raw);
  return normal.code === cleaned ? [cleaned] : [normal.code, cleaned];
}

/** What is wrong with a code as a UPC, as the end of a sentence starting with the code; null for a valid one. */
export function upcProblem(raw: string): string | null {
  const code = cleanCode(raw);
  if (validGtin(code)) return null;
  if (!/^\d+$/.test(code)) return 'is not a UPC: a UPC has only digits';
  if (code.length > 13) return 'is too long for a UPC: a UPC-A has 12 digits and an EAN-13 has 13';
  if (code.length === 12 || code.length === 13 || code.length === 8) return 'has a wrong check digit (the last digit): check it for a typo';
  return 'is not a complete UPC: a UPC-A has 12 digits';
}

export type LinkCheck = { ok: true; code: string } | { ok: false; error: string; confirmable: boolean };

const GTIN_NAMES: Partial<Record<BarcodeFormat, string>> = { upc_a: 'UPC-A', upc_e: 'UPC-E', ean_13: 'EAN-13', ean_8: 'EAN-8' };

/**
 * Whether a code may be linked to a figure, and the form to store it under. A digits-only code must be a valid
 * UPC-A, UPC-E, EAN-13 or EAN-8. Anything else is linked only when the camera read it as Code 128 or Code 39, or
 * when the collector confirmed it is not a UPC (`other`); without a format such a code is `confirmable`.
 */
export function checkCodeForLink(raw: string, format?: BarcodeFormat): LinkCheck {
  const normal = normalizeUpc(raw);
  if (!normal.ok) return { ok: false, error: normal.error, confirmable: false };
  const code = cleanCode(raw);
  const gtinName = format && GTIN_NAMES[format];
  if (format && !gtinName) return { ok: true, code: normal.code };
  const problem = upcProblem(code);
  if (!gtinName) return problem ? { ok: false, error: `${code} ${problem}`, confirmable: true } : { ok: true, code: normal.code };
  // The camera named a UPC or EAN format: the reading must be one (a misread is scanned again, not confirmed).
  const lengths = format === 'upc_e' || format === 'ean_8' ? [8] : [12, 13];
  if (problem || !lengths.includes(code.length)) {
    return { ok: false, error: `${code} is not a valid ${gtinName}: scan it again or type it`, confirmable: false };
  }
  // An EAN-8 keeps its 8 digits even when they would also read as a UPC-E.
  return { ok: true, code: format === 'ean_8' && hasValidCheckDigit(code) ? code : normal.code };
}
