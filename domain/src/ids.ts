// At most 15 digits keeps every id below Number.MAX_SAFE_INTEGER (16 digits), so it converts exactly.
const PLAIN_ID = /^[1-9]\d{0,14}$/;

/**
 * A record id from an address (route or API path): a positive whole number in plain digits, no sign,
 * no leading zero, no spaces, at most 15 digits. Anything else is null.
 */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && PLAIN_ID.test(value) ? Number(value) : null;
}
