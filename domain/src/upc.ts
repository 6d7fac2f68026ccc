/**
 * Barcode normalisation. Scanners and people write the same product code in several ways:
 * with spaces or dashes, as a 13-digit EAN with a leading 0, or as the 8-digit zero-suppressed UPC-E.
 * Everything is brought to one canonical form so a lookup finds the figure whichever way it was typed.
 */
export type UpcResult = { ok: true; code: string } | { ok: false; error: string };

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

export function normalizeUpc(raw: string): UpcResult {
  const code = raw.trim().replace(/[\s-]+/g, '').toUpperCase();
  if (code === '') return { ok: false, error: 'UPC is empty' };
  if (/^\d+$/.test(code)) {
    if (code.length === 13) {
      if (!hasValidCheckDigit(code)) return { ok: false, error: `UPC ${code} has a wrong check digit` };
      return { ok: true, code: code.startsWith('0') ? code.slice(1) : code };
    }
    if (code.length === 12) {
      if (!hasValidCheckDigit(code)) return { ok: false, error: `UPC ${code} has a wrong check digit` };
      return { ok: true, code };
    }
    if (code.length === 8) {
      const upcA = expandUpcE(code);
      if (upcA && hasValidCheckDigit(upcA)) return { ok: true, code: upcA };
      if (hasValidCheckDigit(code)) return { ok: true, code };
      return { ok: false, error: `UPC ${code} has a wrong check digit` };
    }
  }
  if (/^\d{9,11}$/.test(code)) {
    return { ok: false, error: `UPC ${code} has ${code.length} digits: a UPC-A has 12 (EAN-13 has 13, UPC-E and EAN-8 have 8)` };
  }
  if (!ALPHANUMERIC.test(code)) {
    return { ok: false, error: `"${raw.trim().slice(0, 40)}" is not a barcode: use 4 to 32 letters or digits (UPC-A, UPC-E, EAN-13, EAN-8, Code 128 or Code 39)` };
  }
  return { ok: true, code };
}
