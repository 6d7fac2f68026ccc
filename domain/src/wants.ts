// The want list's deal rule: which price a want watches for, and when a listing is a deal for it (issue 29). One
// place for the rule; the background check (server/src/wants) and the Wants page both use it.
import { formatMoney, fromCents } from './money.ts';
import type { PriceTier } from './relevance.ts';
import { variantKey } from './variants.ts';
import { plural } from './words.ts';

/** A want without a target watches for listings this much under its tier's average... */
export const NO_TARGET_DISCOUNT = 0.2;
/** ...when that average rests on at least this many sales. */
export const NO_TARGET_MIN_SALES = 5;
/** The highest target a want takes, in whole units of the collection's currency. */
export const MAX_WANT_TARGET = 100_000;
export const WANT_NOTE_MAX = 1000;

/** A tier's average as the market summary holds it (the want's figure and tier). */
export interface TierAverage {
  averageCents: number;
  sampleSize: number;
  /** Sold prices, or asking prices only. */
  basis: 'sold' | 'asking';
}

/** The price a want watches for, and why; `none` when there is nothing to watch for yet (and why not). */
export type WatchRule =
  | { kind: 'target'; cents: number }
  | { kind: 'under_average'; cents: number; averageCents: number; sampleSize: number }
  | { kind: 'none'; reason: string };

/**
 * Its target when it has one; else 20% under its tier's average, only when that average rests on at least 5 sales
 * (asking prices never set it: a deal is judged against what copies sell for).
 */
export function watchRule(targetCents: number | null, average: TierAverage | null): WatchRule {
  if (targetCents !== null) return { kind: 'target', cents: targetCents };
  if (!average || average.basis !== 'sold' || average.sampleSize < NO_TARGET_MIN_SALES) {
    const sales = average?.basis === 'sold' ? average.sampleSize : 0;
    return { kind: 'none', reason: `no target, and ${sales} of the ${NO_TARGET_MIN_SALES} sales needed to watch for prices 20% under the average` };
  }
  return { kind: 'under_average', cents: Math.floor(average.averageCents * (1 - NO_TARGET_DISCOUNT)), averageCents: average.averageCents, sampleSize: average.sampleSize };
}

/**
 * Which rule applies, in the collector's words (the Wants page shows it): "Your target: $45.00", "20% under the loose
 * average of $56.00 (7 sales): $44.80", "No target, and 3 of the 5 sales needed to watch for prices 20% under the average".
 */
export function describeWatch(rule: WatchRule, tier: PriceTier, currency?: string): string {
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  switch (rule.kind) {
    case 'target':
      return `Your target: ${money(rule.cents)}`;
    case 'under_average':
      return `${Math.round(NO_TARGET_DISCOUNT * 100)}% under the ${tier} average of ${money(rule.averageCents)} (${plural(rule.sampleSize, 'sale')}): ${money(rule.cents)}`;
    case 'none':
      return rule.reason.charAt(0).toUpperCase() + rule.reason.slice(1);
  }
}

/** A listing as the check reads it: its total (price plus shipping, in the collection's currency), tier and variant. */
export interface WatchedListing {
  totalCents: number;
  tier: PriceTier;
  /** The variant its title names (domain listingVariant), or null. */
  variant: string | null;
}

/** What a want asks for. */
export interface WantedCopy {
  tier: PriceTier;
  /** A want of a variant takes only listings naming it; a want without one takes any listing of its tier. */
  variant: string | null;
}

/** A listing is a deal when it is in the want's tier (and variant, when the want names one) at or under the price watched for. */
export function isDeal(listing: WatchedListing, want: WantedCopy, rule: WatchRule): boolean {
  if (rule.kind === 'none' || listing.tier !== want.tier) return false;
  if (want.variant !== null && (listing.variant === null || variantKey(listing.variant) !== variantKey(want.variant))) return false;
  return listing.totalCents <= rule.cents;
}

/**
 * A deal seen again on a later run: a listing is a deal once per want (`new` the first time); when its total drops
 * further it is `lower` (updated, not repeated); else `same`.
 */
export function dealChange(knownTotalCents: number | undefined, totalCents: number): 'new' | 'lower' | 'same' {
  if (knownTotalCents === undefined) return 'new';
  return totalCents < knownTotalCents ? 'lower' : 'same';
}
