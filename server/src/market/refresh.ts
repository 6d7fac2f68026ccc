import { judgeListing, marketplaceFor, plural, type RelevanceFigure, type SourceOutcome } from '@tmnt/domain';
import { getFigure, listFigureNames } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { moneySetting, prepareRates, type Rates } from '../rates/index.ts';
import { hasPriceRecords, insertPriceRecords, storeRefresh, type NewPriceRecord } from './queries.ts';
import { rebuildMarketSummaries } from './service.ts';
import { MarketSourceError, type CodeSearchingSource, type MarketSource, type SearchOptions, type SearchSubject, type SourceListing } from './sources/types.ts';

/** The configured sources; null where one is not configured. */
export interface MarketSources {
  active: CodeSearchingSource | null;
  sold: MarketSource | null;
}

type SourceName = SourceOutcome['source'];

const NOT_CONFIGURED: Record<SourceName, string> = {
  ebay: 'Active listings need eBay developer keys: enter them in Settings → Services (or set EBAY_CLIENT_ID and EBAY_CLIENT_SECRET)',
  ebay_scrape: 'Sold listings are switched off (EBAY_SOLD_SEARCH=off)',
};

const SOURCE_LABEL: Record<SourceName, string> = { ebay: 'active listings', ebay_scrape: 'sold listings' };

export interface RefreshResult {
  figureName: string;
  sources: SourceOutcome[];
  /** Records new to the database. */
  added: number;
  /** No source answered and the figure has no price record at all. */
  nothingKnown: boolean;
  /** Why a bulk run must not go on (eBay blocks sold searches, or the day's API allowance is spent); null if it may. */
  stopBulk: string | null;
}


/** Keeps the listings that are about this figure (its reissues too: priced in a tier of their own), each with its tier; says how many were left out. */
function relevantRecords(listings: SourceListing[], source: SourceName, figure: RelevanceFigure & { id: number }, rivals: string[], now: string) {
  const records: NewPriceRecord[] = [];
  for (const listing of listings) {
    const judged = judgeListing(listing, figure, rivals);
    if (!judged.counts) continue;
    records.push({
      figure_id: figure.id,
      price_cents: listing.priceCents,
      currency: listing.currency,
      title: listing.title,
      url: listing.url,
      condition: listing.condition,
      source,
      external_id: listing.listingId,
      sold_at: listing.soldDate,
      fetched_at: now,
      seen_at: now,
      tier: judged.tier,
    });
  }
  const skipped = listings.length - records.length;
  const message = `${plural(listings.length, 'listing')} found, ${records.length} about this figure` + (skipped > 0 ? ` (${skipped} left out: lots, bootlegs, customs, modern lines or other figures)` : '');
  return { records, message };
}

function failedOutcome(source: SourceName, error: unknown): SourceOutcome {
  if (error instanceof MarketSourceError) {
    return { source, status: error.kind === 'blocked' ? 'blocked' : 'failed', message: error.message };
  }
  return { source, status: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Refreshes figures' prices from the configured sources. Both sources are asked at once; what each answered is
 * stored with the new records in one write, so the figure's prices, its copies' values and the dashboard move
 * together. Concurrent refreshes of one figure share one fetch.
 */
export function createPriceRefresher(db: Db, sources: MarketSources, rates: Rates) {
  const inFlight = new Map<number, Promise<RefreshResult>>();

  async function refreshOnce(figureId: number, options: SearchOptions): Promise<RefreshResult> {
    const figure = await getFigure(db, figureId);
    const rivals = (await listFigureNames(db)).filter((name) => name !== figure.name);
    const subject: SearchSubject = { name: figure.name, character: figure.character, series: figure.series, year: figure.year, upc: figure.upc };
    const now = new Date().toISOString();
    // The site the collector chose (or the one matching the collection's currency), asked afresh: a change counts at once.
    const setting = await moneySetting(db);
    const searchOptions: SearchOptions = { ...options, marketplace: marketplaceFor(setting.currency, setting.marketplace) };

    let stopBulk: string | null = null;
    const ask = async (source: SourceName, client: MarketSource | null) => {
      if (!client) return { outcome: { source, status: 'not_configured', message: NOT_CONFIGURED[source] } as SourceOutcome, records: [] };
      try {
        const { records, message } = relevantRecords(await client.search(subject, searchOptions), source, { ...figure, id: figureId }, rivals, now);
        return { outcome: { source, status: 'ok', message } as SourceOutcome, records };
      } catch (error) {
        options.signal?.throwIfAborted();
        if (error instanceof MarketSourceError && (error.kind === 'blocked' || error.kind === 'quota')) stopBulk ??= error.message;
        return { outcome: failedOutcome(source, error), records: [] };
      }
    };
    const answers = await Promise.all([ask('ebay', sources.active), ask('ebay_scrape', sources.sold)]);
    const outcomes = answers.map((a) => a.outcome);
    const records = answers.flatMap((a) => a.records);
    // Listings in another currency count, converted at the rate of their day: fetched before the write.
    await prepareRates(rates, db, records.map((r) => ({ currency: r.currency, day: r.sold_at ?? null })));

    const added = await inWriteTransaction(db, async (trx) => {
      const inserted = await insertPriceRecords(trx, records);
      await rebuildMarketSummaries(trx, [figureId]);
      await storeRefresh(trx, figureId, now, outcomes);
      return inserted;
    });

    const nothingKnown = !outcomes.some((o) => o.status === 'ok') && !(await hasPriceRecords(db, figureId));
    return { figureName: figure.name, sources: outcomes, added, nothingKnown, stopBulk };
  }

  return {
    /** Fetches the figure's listings and stores what counts, saying what each source answered. */
    refresh(figureId: number, options: SearchOptions = {}): Promise<RefreshResult> {
      let pending = inFlight.get(figureId);
      if (!pending) {
        pending = refreshOnce(figureId, options).finally(() => inFlight.delete(figureId));
        inFlight.set(figureId, pending);
      }
      return pending;
    },
  };
}

export type PriceRefresher = ReturnType<typeof createPriceRefresher>;

/** A collector's refresh: 502 (503 when no source is configured) with the reasons only when nothing is known at all. */
export async function refreshForCollector(refresher: PriceRefresher, figureId: number): Promise<void> {
  const result = await refresher.refresh(figureId);
  if (!result.nothingKnown) return;
  const reasons = result.sources.map((o) => `${SOURCE_LABEL[o.source]}: ${o.message}`).join('; ');
  const status = result.sources.every((o) => o.status === 'not_configured') ? 503 : 502;
  throw new HttpError(status, `No prices could be fetched for ${result.figureName}. ${reasons}`, { sources: result.sources });
}
