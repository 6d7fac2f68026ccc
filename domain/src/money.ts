import { DEFAULT_CURRENCY, type Currency } from './currency.ts';

/** Money is stored as integer cents (of the amount's currency) and spoken in whole units with two decimals. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * A dollar amount as a marketplace writes it ("12.99", "12.9", "1,234.50") in whole cents, read digit by digit so no
 * binary floating point comes in; null for anything else (a currency sign, a range, a third decimal).
 */
export function centsFromText(text: string): number | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1].replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount that may be unknown (null), in dollars. */
export const fromCentsOrNull = (cents: number | null): number | null => (cents === null ? null : fromCents(cents));

/** An amount that may be unknown (null), in cents. */
export const toCentsOrNull = (dollars: number | null): number | null => (dollars === null ? null : toCents(dollars));

/**
 * An amount as a collector types it into a form, in cents: null when left empty, undefined when it does not read as
 * an amount (a word, a negative, a third decimal), so a live total shows only what will be accepted.
 */
export function typedCents(typed: string): number | null | undefined {
  if (typed.trim() === '') return null;
  const dollars = Number(typed);
  return Number.isFinite(dollars) && dollars >= 0 && hasAtMostTwoDecimals(dollars) ? toCents(dollars) : undefined;
}

/** True when a dollar amount has at most two decimals (tolerating binary floating-point noise). */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

const formats = new Map<string, Intl.NumberFormat>();
let shownCurrency: Currency = DEFAULT_CURRENCY;

/**
 * The currency amounts are shown in when none is named: the collection's (the web app sets it from GET /api/money,
 * the server from the stored setting), so every screen, report and advice speaks one currency.
 */
export function showMoneyIn(currency: Currency): void {
  shownCurrency = currency;
}

export const shownMoneyCurrency = (): Currency => shownCurrency;

/** "$1,234.50", "£1,234.50", "€1,234.50", "CA$1,234.50", "A$1,234.50"; negative amounts as "-$3.00". */
export function formatMoney(amount: number, currency: string = shownCurrency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/** An amount gained or lost, with its sign: "+$11.88", "-$5.00", "$0.00". */
export function formatSignedMoney(dollars: number): string {
  return dollars > 0 ? `+${formatMoney(dollars)}` : formatMoney(dollars);
}

/** Percentage rounded to whole numbers, as on the dashboard: "42%". */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** Percentage with one decimal and an explicit sign, as for ROI and trend changes: "+12.5%", "-3.0%". */
export function formatSignedPercent(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '-' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)}%`;
}
