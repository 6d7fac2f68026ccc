// The background deal check (issue 29): every want's figure searched among eBay's active listings, the listings read
// with the market's relevance rules, and those at or under a want's price recorded as deals, then sent as alerts.
import { setTimeout as delay } from 'node:timers/promises';
import {
  convertCents,
  dealChange,
  isDeal,
  judgeListing,
  listingVariant,
  marketplaceFor,
  plural,
  utcToday,
  variantsToPrice,
  type PriceTier,
  type WantsCheck,
  type WatchRule,
} from '@tmnt/domain';
import { sendDealAlerts, type AlertChannels } from '../alerts/index.ts';
import { getFigure, listFigureNames } from '../catalog/index.ts';
import type { Config } from '../config.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import type { JobDefinition, JobRun } from '../jobs/index.ts';
import { getMarketSummary, MarketSourceError, type Market, type SearchSubject, type SourceListing } from '../market/index.ts';
import { moneySetting, prepareRates, rateColumns } from '../rates/index.ts';
import { insertDeal, knownDeals, runCounts, updateDeal, updateWant, wantRows, type WantRow } from './queries.ts';
import { wantRule } from './service.ts';

/** The job's kind: one run at a time across instances (the scheduler's lease). */
export const WANTS_CHECK = 'wants-check';

/** What to set for the check to search eBay's active listings. */
export const EBAY_KEYS_MISSING = 'Set eBay developer keys in Settings → Services (or EBAY_CLIENT_ID and EBAY_CLIENT_SECRET)';

/** Where deals go outside the app: the channels as set now (Settings may change them between runs). */
interface DealAlerts {
  channels(): AlertChannels;
}

export interface WantsCheckOptions {
  /** WANTS_CHECK_HOURS in ms; undefined: only when started (POST /api/wants/check). */
  everyMs?: number;
  /** EBAY_REQUEST_SPACING_MS: the least time between two searches of a run (jittered up to +50%, as the sold search). */
  spacingMs: number;
  /** null: deals are shown in the app only. */
  alerts: DealAlerts | null;
  random?: () => number;
}

/** The check as the configuration sets it (WANTS_CHECK_HOURS, 0: only when started; EBAY_REQUEST_SPACING_MS), sending no alerts. */
export function wantsCheckOptions(config: Pick<Config, 'wantsCheckHours' | 'ebay'>): WantsCheckOptions {
  return { ...(config.wantsCheckHours > 0 && { everyMs: config.wantsCheckHours * 3_600_000 }), spacingMs: config.ebay.spacingMs, alerts: null };
}

/** A relevant listing of a figure, read for the deal rule: its tier and variant, amounts in the collection's currency. */
interface ReadListing {
  listing: SourceListing;
  tier: PriceTier;
  variant: string | null;
  priceCents: number;
  shippingCents: number;
  totalCents: number;
}

const ANY_PRICE: WatchRule = { kind: 'target', cents: Number.MAX_SAFE_INTEGER };

/** A URL kept only when it is a web address (a restored backup is checked for that too). */
const webAddress = (url: string | null) => (url !== null && url.length <= 2000 && /^https?:\/\/\S+$/i.test(url) ? url : null);

/**
 * The figure's listings of the vintage figure (domain judgeListing: no lots, bootlegs, customs, other figures or parts;
 * a reissue is not what a want asks for),
 * each with its tier and the variant its title names, in the collection's currency with its shipping. A listing in a
 * currency whose rate is not known yet is left out of this run.
 */
async function readListings(trx: Db, listings: SourceListing[], figure: SearchSubject, rivals: string[], variants: string[]): Promise<ReadListing[]> {
  const today = utcToday();
  const rates = new Map<string, number | null>();
  const read: ReadListing[] = [];
  for (const listing of listings) {
    const judged = judgeListing(listing, figure, rivals);
    if (!judged.counts || judged.reissue) continue;
    if (!rates.has(listing.currency)) rates.set(listing.currency, (await rateColumns(trx, listing.currency, today)).rate);
    const rate = rates.get(listing.currency)!;
    if (rate === null) continue;
    const priceCents = convertCents(listing.priceCents, rate);
    // A listing that quotes no shipping (calculated at checkout, or not said) counts at its price alone.
    const shippingCents = listing.shippingCents === null ? 0 : convertCents(listing.shippingCents, rate);
    read.push({ listing, tier: judged.tier, variant: listingVariant(listing.title, variants), priceCents, shippingCents, totalCents: priceCents + shippingCents });
  }
  return read;
}

/**
 * Stores what one figure's search found for each of its wants, in one write: the cheapest listing it asks for (or none),
 * and the deals. A listing is a deal once per want; when its total drops further the deal is updated, never repeated.
 */
async function recordFound(db: Db, wants: WantRow[], listings: SourceListing[], subject: SearchSubject, rivals: string[], variants: string[]) {
  return inWriteTransaction(db, async (trx) => {
    const read = await readListings(trx, listings, subject, rivals, variants);
    const summary = await getMarketSummary(trx, wants[0].figure_id);
    const now = new Date().toISOString();
    let found = 0;
    let lowered = 0;
    for (const want of wants) {
      const asked = { tier: want.tier as PriceTier, variant: want.variant };
      const rule = wantRule(want, summary);
      // Its tier and variant at any price (the deal rule against no price limit): the cheapest is the want's best
      // listing, a deal or not.
      const relevant = read.filter((l) => isDeal(l, asked, ANY_PRICE)).sort((a, b) => a.totalCents - b.totalCents);
      const best = relevant[0];
      await updateWant(trx, want.id, {
        best_listing_id: best?.listing.listingId ?? null,
        best_title: best?.listing.title ?? null,
        best_price_cents: best?.priceCents ?? null,
        best_shipping_cents: best?.shippingCents ?? null,
        best_total_cents: best?.totalCents ?? null,
        best_url: best ? webAddress(best.listing.url) : null,
        best_ends_at: best?.listing.endsAt ?? null,
        best_seen_at: best ? now : null,
      });
      const deals = relevant.filter((l) => isDeal(l, asked, rule));
      const known = await knownDeals(trx, want.id, deals.map((d) => d.listing.listingId));
      for (const deal of deals) {
        const amounts = { price_cents: deal.priceCents, shipping_cents: deal.shippingCents, total_cents: deal.totalCents };
        const seen = { title: deal.listing.title, url: webAddress(deal.listing.url), ends_at: deal.listing.endsAt };
        const before = known.get(deal.listing.listingId);
        switch (dealChange(before?.total_cents, deal.totalCents)) {
          case 'new':
            if (await insertDeal(trx, { want_id: want.id, listing_id: deal.listing.listingId, ...amounts, ...seen, found_at: now, updated_at: now, status: 'new' })) found++;
            break;
          case 'lower':
            // Updated, not repeated: it keeps its status and the alerts already sent of it.
            await updateDeal(trx, before!.id, { ...amounts, ...seen, updated_at: now });
            lowered++;
            break;
          case 'same':
            break;
        }
      }
    }
    return { found, lowered };
  });
}

/** A run's message as job_runs keeps it (a backup's row is refused over 2,000 characters). */
const shortened = (message: string) => (message.length > 2000 ? `${message.slice(0, 1999)}…` : message);

/** Waits out the spacing between two searches (a stop of the server ends the wait). */
function spaceOut(spacingMs: number, random: () => number, signal: AbortSignal): Promise<void> {
  const wait = Math.ceil(spacingMs * (1 + 0.5 * random()));
  return wait > 0 ? delay(wait, undefined, { signal }) : Promise.resolve();
}

/** Sends every deal not yet sent on each channel; a failure is counted and said, and never fails the run. */
async function sendAlerts(db: Db, alerts: DealAlerts | null): Promise<string> {
  if (!alerts) return '';
  try {
    const { sent, failed } = await sendDealAlerts(db, alerts.channels());
    if (sent === 0 && failed === 0) return '';
    return `; ${plural(sent, 'alert')} sent${failed > 0 ? `, ${failed} failed (tried again on the next runs)` : ''}`;
  } catch (error) {
    return `; alerts could not be sent: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The wants-check job. Each figure wanted is searched once (its wants share the search), on the collection's eBay
 * site, as a bulk run: the Browse source counts every call against the day's allowance (keeping some back for the
 * collector's own refreshes) and the run spaces its searches. A figure whose search fails is skipped; eBay refusing
 * the keys, or the allowance running out, stops the run ("blocked"), keeping what was found. Deals are sent at the end.
 */
export function wantsCheckJob(db: Db, market: Market, options: WantsCheckOptions): JobDefinition {
  const { spacingMs, alerts, random = Math.random } = options;
  return {
    kind: WANTS_CHECK,
    ...(options.everyMs !== undefined && { everyMs: options.everyMs }),
    async run({ signal, progress }) {
      const wants = await wantRows(db);
      const byFigure = new Map<number, WantRow[]>();
      for (const want of wants) byFigure.set(want.figure_id, [...(byFigure.get(want.figure_id) ?? []), want]);
      const total = byFigure.size;
      // Deliveries that failed on an earlier run are tried again whatever this run finds.
      if (total === 0) return { message: `Nothing to check: the want list is empty${await sendAlerts(db, alerts)}` };
      // Read at each run: Settings puts new keys in use at once.
      const source = market.sources.active;
      if (!source) return { status: 'blocked', message: `No deals were looked for: ${EBAY_KEYS_MISSING}${await sendAlerts(db, alerts)}` };

      const setting = await moneySetting(db);
      const marketplace = marketplaceFor(setting.currency, setting.marketplace);
      const names = await listFigureNames(db);
      let found = 0;
      let lowered = 0;
      const failures: string[] = [];
      let stopped: string | null = null;
      let searched = 0;
      for (const [figureId, figureWants] of byFigure) {
        const figure = await getFigure(db, figureId);
        await progress(searched, total, `Looking for deals on ${figure.name} (${searched + 1} of ${total})`);
        if (searched > 0) await spaceOut(spacingMs, random, signal);
        const subject: SearchSubject = { name: figure.name, character: figure.character, series: figure.series, year: figure.year, upc: figure.upc };
        let listings: SourceListing[];
        try {
          listings = await source.search(subject, { bulk: true, signal, marketplace });
        } catch (error) {
          signal.throwIfAborted();
          if (error instanceof MarketSourceError && error.kind !== 'failed') {
            stopped = error.message;
            break;
          }
          failures.push(`${figure.name}: ${error instanceof Error ? error.message : String(error)}`);
          searched++;
          continue;
        }
        searched++;
        // Listings in another currency are converted at today's rate: fetched before the write (missing: left out).
        await prepareRates(market.rates, db, [...new Set(listings.map((l) => l.currency))].map((currency) => ({ currency, day: null })));
        const rivals = names.filter((name) => name !== figure.name);
        // The catalogue's variants and those the wants name, so a want of a variant the catalogue lacks is read too.
        const variants = variantsToPrice(figure.variants, figureWants.map((w) => w.variant));
        const result = await recordFound(db, figureWants, listings, subject, rivals, variants);
        found += result.found;
        lowered += result.lowered;
      }
      await progress(searched, total);

      const deals = `${plural(found, 'new deal')}${lowered > 0 ? `, ${plural(lowered, 'lower price')} on deals already found` : ''}`;
      const failed = failures.length > 0 ? `; the search failed for ${failures.slice(0, 3).join('; ')}${failures.length > 3 ? ` and ${failures.length - 3} more` : ''}` : '';
      const sent = await sendAlerts(db, alerts);
      if (stopped !== null) return { status: 'blocked', message: shortened(`Stopped after ${searched} of ${plural(total, 'figure')}: ${stopped}. ${deals}${failed}${sent}`) };
      return { message: shortened(`Checked ${plural(wants.length, 'want')} (${plural(total, 'figure')} searched): ${deals}${failed}${sent}`) };
    },
  };
}

/** GET/POST /api/wants/check: the last run ('never' before the first), with what it found and sent. */
export async function wantsCheckStatus(db: Db, run: JobRun | undefined): Promise<WantsCheck> {
  if (!run) return { status: 'never', message: null, current: 0, total: null, started_at: null, finished_at: null, deals_found: 0, alerts_sent: 0, alerts_failed: 0 };
  const counts = await runCounts(db, run.started_at, run.finished_at);
  return {
    status: run.status,
    message: run.message,
    current: run.current,
    total: run.total,
    started_at: run.started_at,
    finished_at: run.finished_at,
    deals_found: counts.dealsFound,
    alerts_sent: counts.alertsSent,
    alerts_failed: counts.alertsFailed,
  };
}
