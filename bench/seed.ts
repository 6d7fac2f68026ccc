import { CONDITIONS, valueCopy, type PriceBasis } from '@tmnt/domain';
import { inWriteTransaction } from '../server/src/db/app-state.ts';
import type { Db } from '../server/src/db/database.ts';
import { upgradeStoredValues } from '../server/src/inventory/index.ts';
import { rebuildAllMarketSummaries, recordPrices, type NewPriceRecord } from '../server/src/market/index.ts';
import { searchQuery } from '../server/src/market/sources/search-query.ts';
import { soldDateText, type FakeEbay } from '../server/test/support/fake-ebay.ts';

/** A deterministic pseudo-random sequence, so every bench run measures the same data. */
export function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/** Price records per recordPrices call: a few large imports, each one write. */
const PRICES_PER_CALL = 25_000;
const COPIES_PER_INSERT = 500;

export interface SeededCollection {
  figureIds: number[];
  itemIds: number[];
}

/**
 * Seeds through the app's own write paths, so every stored value, market summary and sum is what the app would keep:
 * the price records through recordPrices (which stores each figure's market summary), then the copies in batched
 * inserts followed by upgradeStoredValues (the app's own start-up pass: every copy valued again and corrected if need
 * be, every sum made from the values rebuilt), in one write that bumps the data version. Expects a freshly migrated
 * database.
 */
export async function seedCollection(db: Db, { items, priceRecords }: { items: number; priceRecords: number }): Promise<SeededCollection> {
  const rand = random(42);
  const figureIds = (await db.selectFrom('figures').select('id').orderBy('id').execute()).map((f) => f.id);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];

  for (let start = 0; start < priceRecords; start += PRICES_PER_CALL) {
    const records = Array.from({ length: Math.min(PRICES_PER_CALL, priceRecords - start) }, (_, i): NewPriceRecord => {
      // Spread over the last 600 days, so some fall in the 90-day window whenever the bench runs.
      const day = new Date(Date.now() - Math.floor(rand() * 600) * 86_400_000).toISOString().slice(0, 10);
      return {
        figure_id: pick(figureIds),
        price_cents: Math.round(1000 + rand() * 30000),
        currency: 'USD',
        title: `Vintage figure listing ${start + i}`,
        url: null,
        condition: null,
        source: rand() < 0.8 ? 'ebay_scrape' : 'ebay',
        external_id: `bench-${start + i}`,
        sold_at: day,
        fetched_at: `${day}T12:00:00.000Z`,
        seen_at: `${day}T12:00:00.000Z`,
        tier: rand() < 0.5 ? 'carded' : 'loose',
      };
    });
    await recordPrices(db, records);
  }

  // Each copy is inserted with the value valueCopy gives it, so the app's own pass below finds nothing to rewrite
  // (rewriting 10,000 values one by one takes 20 s on PostgreSQL); that pass still checks every one.
  const markets = new Map(
    (await db.selectFrom('market_summaries').select(['figure_id', 'average_cents', 'lowest_cents', 'sample_size', 'basis', 'window_days']).execute()).map((m) => [m.figure_id, m]),
  );
  const now = new Date().toISOString();
  await inWriteTransaction(db, async (trx) => {
    for (let start = 0; start < items; start += COPIES_PER_INSERT) {
      const rows = Array.from({ length: Math.min(COPIES_PER_INSERT, items - start) }, (_, i) => {
        const figureId = pick(figureIds);
        const condition = pick(CONDITIONS);
        const costCents = rand() < 0.7 ? Math.round(500 + rand() * 20000) : null;
        const market = markets.get(figureId);
        // No packaging type is set, so the figure's overall prices value the copy (the tiers do not enter).
        const overall = market && {
          averageCents: market.average_cents, lowestCents: market.lowest_cents, sampleSize: market.sample_size, basis: market.basis as PriceBasis, windowDays: market.window_days,
        };
        const value = valueCopy({ costCents, packagingType: null, market: overall ? { overall, carded: null, loose: null } : null });
        return {
          figure_id: figureId,
          condition,
          purchase_price_cents: costCents,
          purchase_date: rand() < 0.5 ? '2021-06-15' : null,
          notes: rand() < 0.3 ? `Bench copy ${start + i}` : null,
          grading_photos: '[]',
          created_at: now,
          updated_at: now,
          value_cents: value.valueCents,
          value_basis: value.basis,
          value_sample_size: value.sampleSize,
          insurance_cents: value.insuranceCents,
          minimum_cents: value.minimumCents,
        };
      });
      await trx.insertInto('inventory_items').values(rows).execute();
    }
    // What the app does at start for rows whose stored values are not yet current: value every copy and rebuild
    // whatever is derived from those values, in this same write.
    if (!(await upgradeStoredValues(trx, rebuildAllMarketSummaries))) throw new Error('seedCollection needs a fresh database: its stored values were already brought up to date');
  });

  const itemIds = (await db.selectFrom('inventory_items').select('id').orderBy('id').execute()).map((r) => r.id);
  return { figureIds, itemIds };
}

/** What the fake eBay shows for every catalogue figure: 40 sold listings and 10 active ones whose titles name it. */
export async function stockFakeEbay(ebay: FakeEbay, db: Db): Promise<void> {
  // The seeded catalogue carries no codes, so eBay is searched by each figure's name.
  const figures = (await db.selectFrom('figures').select(['name', 'character', 'series', 'year']).execute()).map((f) => ({ ...f, upc: null }));
  const rand = random(99);
  let listing = 0;
  for (const figure of figures) {
    const query = searchQuery(figure);
    const title = (n: number) => `Vintage ${figure.year} TMNT ${figure.name} ${n % 2 === 0 ? 'loose complete' : 'MOC sealed'}`;
    ebay.setSold(query.toLowerCase(), Array.from({ length: 40 }, (_, n) => ({
      listingId: String(500_000_000_000 + listing++),
      title: title(n),
      price: `$${(10 + rand() * 200).toFixed(2)}`,
      soldDate: soldDateText(Math.floor(rand() * 120)),
    })));
    ebay.setActive(query, Array.from({ length: 10 }, (_, n) => ({ itemId: `v1|${600_000_000_000 + listing++}|0`, title: title(n), price: (10 + rand() * 200).toFixed(2) })));
  }
}
