import {
  DEAL_NOT_FOUND,
  describeWatch,
  fromCents,
  fromCentsOrNull,
  toCents,
  variantKey,
  WANT_NOT_FOUND,
  watchRule,
  type Deal,
  type MarketSummary,
  type NewWant,
  type PriceTier,
  type TierAverage,
  type Want,
  type WantPatch,
  type WatchRule,
} from '@tmnt/domain';
import { getFigure } from '../catalog/index.ts';
import { inWriteTransaction, type BeforeCommit } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { getMarketSummary } from '../market/index.ts';
import { moneySetting } from '../rates/index.ts';
import { dealRows, deleteWant, insertWant, insertWantIfNew, sameWant, seriesFigures, setDealStatus, updateWant, wantedInTier, wantRow, wantRows, type WantRow } from './queries.ts';

/**
 * How long the cheapest listing a check saw is shown as current: a day, and some more, so that a schedule of a day
 * (WANTS_CHECK_HOURS=24) never leaves a want without one between two runs. An auction that has ended never is.
 */
const BEST_LISTING_CURRENT_MS = 2 * 86_400_000;

/** The unique (figure, tier, variant) constraint refused a row: SQLite and PostgreSQL name it differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A variant as a want stores it: trimmed, and none when empty or without a word ("any variant"). */
function wantVariant(variant: string | null | undefined): { variant: string | null; variant_key: string } {
  const key = variant ? variantKey(variant) : '';
  return key === '' ? { variant: null, variant_key: '' } : { variant: variant!.trim(), variant_key: key };
}

const noteOf = (note: string | null | undefined) => (note?.trim() ? note.trim() : null);

/** "Leonardo (1988), loose, Soft head": a want as the 409 names it. */
const wantLabel = (figure: { name: string; year: number }, tier: PriceTier, variant: string | null) => `${figure.name} (${figure.year}), ${tier}${variant ? `, ${variant}` : ''}`;

function alreadyWanted(figure: { name: string; year: number }, tier: PriceTier, variant: string | null): HttpError {
  return new HttpError(409, `${wantLabel(figure, tier, variant)}, is already on your want list`);
}

/** A tier's average as the deal rule reads it; null without market data for the tier. */
function tierAverage(summary: MarketSummary | null, tier: PriceTier): TierAverage | null {
  const figures = summary?.[tier];
  return figures ? { averageCents: figures.averageCents, sampleSize: figures.sampleSize, basis: figures.basis } : null;
}

/** The want's rule (domain watchRule) over its figure's stored market summary. */
export const wantRule = (want: { target_cents: number | null; tier: string }, summary: MarketSummary | null): WatchRule =>
  watchRule(want.target_cents, tierAverage(summary, want.tier as PriceTier));

function bestListing(row: WantRow, now: number): Want['best_listing'] {
  if (row.best_total_cents === null || row.best_seen_at === null || row.best_title === null) return null;
  if (Date.parse(row.best_seen_at) + BEST_LISTING_CURRENT_MS < now) return null;
  if (row.best_ends_at !== null && Date.parse(row.best_ends_at) <= now) return null;
  return {
    title: row.best_title,
    price: fromCents(row.best_price_cents ?? 0),
    shipping: fromCents(row.best_shipping_cents ?? 0),
    total: fromCents(row.best_total_cents),
    url: row.best_url,
    ends_at: row.best_ends_at,
  };
}

function toWant(row: WantRow, summary: MarketSummary | null, currency: string, now: number): Want {
  const tier = row.tier as PriceTier;
  const rule = wantRule(row, summary);
  const figures = summary?.[tier] ?? null;
  const best = bestListing(row, now);
  const watchCents = rule.kind === 'none' ? null : rule.cents;
  return {
    id: row.id,
    figure_id: row.figure_id,
    figure_name: row.figure_name,
    year: row.year,
    series: row.series,
    tier,
    variant: row.variant,
    target_price: fromCentsOrNull(row.target_cents),
    note: row.note,
    created_at: row.created_at,
    // The average of what copies sold for: asking prices alone are no sales.
    market_average: figures?.basis === 'sold' ? fromCents(figures.averageCents) : null,
    watch: { kind: rule.kind, price: fromCentsOrNull(watchCents), rule: describeWatch(rule, tier, currency) },
    best_listing: best,
    gap: best && watchCents !== null ? fromCents(toCents(best.total) - watchCents) : null,
  };
}

/** The wants as answered, each figure's market summary read once. */
async function answerWants(db: Db, rows: WantRow[]): Promise<Want[]> {
  const { currency } = await moneySetting(db);
  const summaries = new Map<number, MarketSummary | null>();
  for (const row of rows) if (!summaries.has(row.figure_id)) summaries.set(row.figure_id, await getMarketSummary(db, row.figure_id));
  const now = Date.now();
  return rows.map((row) => toWant(row, summaries.get(row.figure_id)!, currency, now));
}

async function answerWant(db: Db, id: number): Promise<Want> {
  const row = await wantRow(db, id);
  if (!row) throw notFound(WANT_NOT_FOUND);
  return (await answerWants(db, [row]))[0];
}

/** Closest to the price watched for first (the smallest gap, the most under it before all); wants without a gap last. */
function byGap(a: Want, b: Want): number {
  if (a.gap === null || b.gap === null) return a.gap === null ? (b.gap === null ? a.id - b.id : 1) : -1;
  return a.gap - b.gap || a.id - b.id;
}

export async function listWants(db: Db): Promise<Want[]> {
  return (await answerWants(db, await wantRows(db))).sort(byGap);
}

export function addWant(db: Db, body: NewWant, beforeCommit?: BeforeCommit<Want>): Promise<Want> {
  return inWriteTransaction(
    db,
    async (trx) => {
      const figure = await getFigure(trx, body.figure_id);
      const { variant, variant_key } = wantVariant(body.variant);
      if (await sameWant(trx, figure.id, body.tier, variant_key)) throw alreadyWanted(figure, body.tier, variant);
      let id: number;
      try {
        id = await insertWant(trx, {
          figure_id: figure.id,
          tier: body.tier,
          variant,
          variant_key,
          target_cents: body.target_price === undefined ? null : toCents(body.target_price),
          note: noteOf(body.note),
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        // Another request added the same want between the check and the insert.
        if (isUniqueViolation(error)) throw alreadyWanted(figure, body.tier, variant);
        throw error;
      }
      return answerWant(trx, id);
    },
    beforeCommit,
  );
}

/** A new tier or variant asks for other listings: the best one seen for the old ones is forgotten until the next check. */
const NO_BEST_LISTING = {
  best_listing_id: null, best_title: null, best_price_cents: null, best_shipping_cents: null, best_total_cents: null, best_url: null, best_ends_at: null, best_seen_at: null,
};

/** Every want's best listing forgotten until the next check (the collection's currency changed: found again in it). */
export async function forgetBestListings(trx: Db): Promise<void> {
  await trx.updateTable('wants').set(NO_BEST_LISTING).execute();
}

export async function patchWant(db: Db, id: number, patch: WantPatch): Promise<Want> {
  await inWriteTransaction(db, async (trx) => {
    const row = await wantRow(trx, id);
    if (!row) throw notFound(WANT_NOT_FOUND);
    const tier = patch.tier ?? (row.tier as PriceTier);
    const variant = patch.variant === undefined ? { variant: row.variant, variant_key: row.variant_key } : wantVariant(patch.variant);
    const asksForOther = tier !== row.tier || variant.variant_key !== row.variant_key;
    if (asksForOther && (await sameWant(trx, row.figure_id, tier, variant.variant_key, id))) throw alreadyWanted({ name: row.figure_name, year: row.year }, tier, variant.variant);
    await updateWant(trx, id, {
      tier,
      ...variant,
      ...(patch.target_price !== undefined && { target_cents: patch.target_price === null ? null : toCents(patch.target_price) }),
      ...(patch.note !== undefined && { note: noteOf(patch.note) }),
      ...(asksForOther && NO_BEST_LISTING),
    });
  });
  return answerWant(db, id);
}

export async function removeWant(db: Db, id: number, beforeCommit?: BeforeCommit<void>): Promise<void> {
  await inWriteTransaction(
    db,
    async (trx) => {
      if (!(await deleteWant(trx, id))) throw notFound(WANT_NOT_FOUND);
    },
    beforeCommit,
  );
}

/**
 * Wants every figure of a series the collection holds no copy of (sold copies are not held), in a tier, each with the
 * same target when given; those already wanted in that tier (in any variant) are skipped and counted.
 */
export async function wantMissing(db: Db, body: { series: string; tier: PriceTier; target_price?: number }): Promise<{ added: number; already_wanted: number }> {
  return inWriteTransaction(db, async (trx) => {
    const figures = await seriesFigures(trx, body.series);
    if (figures.length === 0) throw notFound(`No figure of the catalogue is in the series "${body.series}"`);
    const missing = figures.filter((f) => !f.owned);
    const wanted = await wantedInTier(trx, missing.map((f) => f.id), body.tier);
    const createdAt = new Date().toISOString();
    let added = 0;
    for (const figure of missing.filter((f) => !wanted.has(f.id))) {
      // Skipped too when another request wanted it meanwhile.
      const isNew = await insertWantIfNew(trx, {
        figure_id: figure.id,
        tier: body.tier,
        variant: null,
        variant_key: '',
        target_cents: body.target_price === undefined ? null : toCents(body.target_price),
        note: null,
        created_at: createdAt,
      });
      if (isNew) added++;
    }
    return { added, already_wanted: missing.length - added };
  });
}

export async function listDeals(db: Db, status: 'new' | 'dismissed' | 'all'): Promise<Deal[]> {
  const rows = await dealRows(db, status === 'all' ? undefined : status);
  return rows.map((row) => ({
    id: row.id,
    want_id: row.want_id,
    figure_id: row.figure_id,
    figure_name: row.figure_name,
    tier: row.tier as PriceTier,
    variant: row.variant,
    title: row.title,
    price: fromCents(row.price_cents),
    shipping: fromCents(row.shipping_cents),
    total: fromCents(row.total_cents),
    url: row.url,
    ends_at: row.ends_at,
    found_at: row.found_at,
    status: row.status as Deal['status'],
  }));
}

export async function dismissDeal(db: Db, id: number): Promise<void> {
  const dismissed = await inWriteTransaction(db, (trx) => setDealStatus(trx, id, 'dismissed'));
  if (!dismissed) throw notFound(DEAL_NOT_FOUND);
}
