import { utcToday } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import type { JobDefinition } from '../jobs/index.ts';
import type { Rates } from '../rates/index.ts';
import { marketCollectionJob } from './collection.ts';
import { spendApiCall } from './queries.ts';
import { createPriceRefresher, type MarketSources } from './refresh.ts';
import { bringSummariesToToday } from './service.ts';
import { createBrowseSource, type BrowseSource } from './sources/ebay-browse.ts';
import { createSoldSource } from './sources/ebay-sold.ts';

/** eBay's daily allowance of Browse API calls for an app (token calls included). */
const DAILY_CALL_LIMIT = 5000;
/** Bulk runs stop while this many calls are left, so the collector's own refreshes keep working that day. */
const KEPT_FOR_COLLECTOR = 250;

/** Honest: says what is asking and why. */
const USER_AGENT = 'TMNT-Inventory-Scanner/1.0 (a collector\'s personal price lookups; one request at a time)';

/** eBay as the configuration sets it (EBAY_CLIENT_ID and _SECRET, EBAY_API_BASE, EBAY_WEB_BASE, EBAY_SOLD_SEARCH, EBAY_REQUEST_SPACING_MS). */
export interface EbayConfig {
  /** The Browse API app keys (active listings); null when not set. */
  keys: { clientId: string; clientSecret: string } | null;
  apiBase: string;
  /** EBAY_WEB_BASE, searched for every marketplace (tests point it at a fake); null when not set: each marketplace's own site. */
  webBase: string | null;
  soldSearch: boolean;
  /** Least time between two requests to eBay in bulk runs (jittered up). */
  spacingMs: number;
}

/** The market sources the configuration enables (a source not configured is null and says so when asked). */
export function createMarketSources(db: Db, config: EbayConfig): MarketSources {
  return {
    active: createActiveSource(db, config),
    sold: config.soldSearch ? createSoldSource({ webBase: config.webBase, userAgent: USER_AGENT, minSpacingMs: config.spacingMs }) : null,
  };
}

/**
 * Active listings (the Browse API) with the configured keys; null without keys. Settings makes one for keys it is
 * given, checks them with it, and puts it in `market.sources.active`, which every refresh reads afresh.
 */
export function createActiveSource(db: Db, config: Pick<EbayConfig, 'keys' | 'apiBase'>): BrowseSource | null {
  return (
    config.keys &&
    createBrowseSource({
      apiBase: config.apiBase,
      ...config.keys,
      spendCall: (bulk) => spendApiCall(db, utcToday(), 'browse', bulk ? DAILY_CALL_LIMIT - KEPT_FOR_COLLECTOR : DAILY_CALL_LIMIT),
    })
  );
}

/** How often the job looks whether the day changed (summaries and values are then rebuilt, once a day). */
const SUMMARIES_EVERY_MS = 3600_000;

/** The market feature's price refresher and background jobs, over the given sources (prices in other currencies converted with `rates`). */
export function createMarket(db: Db, sources: MarketSources, rates: Rates) {
  const refresher = createPriceRefresher(db, sources, rates);
  const jobs: JobDefinition[] = [
    marketCollectionJob(db, refresher),
    {
      kind: 'market-summaries',
      everyMs: SUMMARIES_EVERY_MS,
      run: () => bringSummariesToToday(db),
    },
  ];
  /** Titles of eBay's active listings for a code, to suggest which figure an unknown code is; empty without keys. */
  const listingTitles = async (code: string): Promise<string[]> => {
    if (!sources.active) return [];
    try {
      return (await sources.active.searchByCode(code)).map((l) => l.title);
    } catch {
      // Only a suggestion: the scan goes on as without eBay.
      return [];
    }
  };
  return { sources, refresher, jobs, listingTitles, rates };
}

export type Market = ReturnType<typeof createMarket>;
