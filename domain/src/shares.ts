/**
 * What a read-only link shows (issue 39): copies alike shown once with how many, series completion of what is
 * shown, and wants a copy added since has found.
 */
import type { Condition, PackagingType } from './conditions.ts';
import { packagingTier } from './value.ts';
import type { PriceTier } from './relevance.ts';
import { variantKey } from './variants.ts';

/** What a link shows: the collection, the want list, or the copies marked for trade. */
export const SHARE_KINDS = ['collection', 'wants', 'trades'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const SHARE_TITLE_MAX = 100;

/** A link's title when the collector gives none. */
export const DEFAULT_SHARE_TITLES: Record<ShareKind, string> = {
  collection: 'My collection',
  wants: 'My want list',
  trades: 'For trade',
};

/** A shown copy as grouping reads it. */
export interface ShownCopy {
  figure_id: number;
  condition: Condition;
  packaging_type: PackagingType | null;
  variant: string | null;
  /** Its professional grade as written ("AFA 85"), or null. */
  grade: string | null;
  /** What the market says it is worth; null when no price backs its value (a value that is only what was paid is not shown). */
  value_cents: number | null;
  photo_urls: readonly string[];
}

/** Copies alike: one line of a link, with how many and what they are worth together. */
export interface AlikeCopies<C extends ShownCopy> {
  first: C;
  count: number;
  /** What those the market prices are worth together; null when none is priced. */
  value_cents: number | null;
  photo_urls: string[];
}

/** Copies of one figure, condition, packaging, variant (spelled either way) and grade, in the order first met. */
export function groupAlikeCopies<C extends ShownCopy>(copies: readonly C[]): AlikeCopies<C>[] {
  const groups = new Map<string, AlikeCopies<C>>();
  for (const copy of copies) {
    const key = JSON.stringify([copy.figure_id, copy.condition, copy.packaging_type, variantKey(copy.variant ?? ''), copy.grade]);
    const group = groups.get(key);
    if (group) {
      group.count++;
      if (copy.value_cents !== null) group.value_cents = (group.value_cents ?? 0) + copy.value_cents;
      group.photo_urls.push(...copy.photo_urls);
    } else {
      groups.set(key, { first: copy, count: 1, value_cents: copy.value_cents, photo_urls: [...copy.photo_urls] });
    }
  }
  return [...groups.values()];
}

/** A want as the found-since rule reads it. */
export interface WantForShare {
  figure_id: number;
  tier: PriceTier;
  variant: string | null;
  created_at: string;
}

/** A copy in the collection as the found-since rule reads it. */
export interface CopyForWants {
  figure_id: number;
  packaging_type: PackagingType | null;
  variant: string | null;
  created_at: string;
}

/**
 * Whether a copy added since the want was made answers it: the same figure in the want's tier (a copy whose
 * packaging is not set answers either), and its variant when the want names one. A link shows only wants still open.
 */
export function wantFoundSince(want: WantForShare, copies: readonly CopyForWants[]): boolean {
  return copies.some((copy) => {
    if (copy.figure_id !== want.figure_id || copy.created_at < want.created_at) return false;
    const tier = packagingTier(copy.packaging_type);
    if (tier !== null && tier !== want.tier) return false;
    return want.variant === null || variantKey(copy.variant ?? '') === variantKey(want.variant);
  });
}
