import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PriceSource } from '@tmnt/domain';
import { takeSnapshotIfMissing } from '../../server/src/analysis/index.ts';
import { inWriteTransaction } from '../../server/src/db/app-state.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { recordGrade, type StoredGrade } from '../../server/src/inventory/index.ts';
import { recordPrices } from '../../server/src/market/index.ts';

/**
 * Stores in a test server's database what only later features can produce through the API (marketplace sales,
 * AI grades), through the server's own write functions: market prices, copy values and the data version follow,
 * so the running server serves them at once.
 */
async function withDatabase(dataDir: string, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

export interface SeededSale {
  price: number;
  title: string;
  /** Sale date, YYYY-MM-DD; null for an active listing (source 'ebay'), seen at fetchedAt. */
  soldAt: string | null;
  source?: PriceSource;
  condition?: string | null;
  url?: string | null;
  /** ISO time it was recorded; defaults to noon UTC on the sale day. */
  fetchedAt?: string;
  tier?: 'carded' | 'loose' | null;
  /** What the price is in; US dollars unless said. */
  currency?: string;
}

export function seedSales(dataDir: string, figureId: number, sales: SeededSale[]): Promise<void> {
  return withDatabase(dataDir, (db) =>
    recordPrices(
      db,
      sales.map((sale, index) => {
        const seenAt = sale.fetchedAt ?? (sale.soldAt && `${sale.soldAt}T12:00:00.000Z`);
        if (!seenAt) throw new Error(`Seeded listing "${sale.title}" needs a soldAt or a fetchedAt`);
        return {
          figure_id: figureId,
          price_cents: Math.round(sale.price * 100),
          title: sale.title,
          url: sale.url ?? null,
          condition: sale.condition ?? null,
          source: sale.source ?? 'ebay_scrape',
          external_id: `seed-${figureId}-${index}-${sale.soldAt ?? 'listed'}`,
          sold_at: sale.soldAt,
          fetched_at: seenAt,
          seen_at: seenAt,
          tier: sale.tier ?? null,
          currency: sale.currency ?? 'USD',
        };
      }),
    ).then(() => undefined),
  );
}

export type SeededGrade = StoredGrade;

/** Small JPEGs of these colours stored as the app stores photos (named by their SHA-256); answers their addresses. */
export async function storePhotos(dataDir: string, colours: string[]): Promise<string[]> {
  const addresses: string[] = [];
  for (const colour of colours) {
    const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: colour } }).jpeg().toBuffer();
    const name = `${createHash('sha256').update(bytes).digest('hex')}.jpg`;
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', name), bytes);
    addresses.push(`/uploads/${name}`);
  }
  return addresses;
}

/** Stores an AI grade on an inventory item as the grading feature will. */
export function seedGrade(dataDir: string, itemId: number, grade: SeededGrade): Promise<void> {
  return withDatabase(dataDir, (db) => recordGrade(db, itemId, grade));
}

/**
 * Takes the portfolio's daily snapshot of the collection as it stands now, dated `day` (YYYY-MM-DD), as the server
 * would have on that day: a value history without waiting for the days to pass.
 */
export function seedSnapshot(dataDir: string, day: string): Promise<void> {
  return withDatabase(dataDir, (db) => takeSnapshotIfMissing(db, new Date(`${day}T12:00:00.000Z`)));
}

export interface SeededDeal {
  wantId: number;
  /** The marketplace's id of the listing. */
  listingId: string;
  title: string;
  /** In the collection's currency. */
  price: number;
  shipping: number;
  url: string | null;
  /** An auction's end (ISO time); null for a fixed-price listing. */
  endsAt?: string | null;
  /** ISO time it was found; now unless said. */
  foundAt?: string;
}

/**
 * Records a deal for a want as the background check would on finding a listing under its price: the check needs
 * eBay, which a browser test does not reach. Answers the deal's id.
 */
export async function seedDeal(dataDir: string, deal: SeededDeal): Promise<number> {
  let id = 0;
  await withDatabase(dataDir, async (db) => {
    const found = deal.foundAt ?? new Date().toISOString();
    const priceCents = Math.round(deal.price * 100);
    const shippingCents = Math.round(deal.shipping * 100);
    // In a write transaction, as the server's own writes: an answer kept for the data version before is read again.
    const row = await inWriteTransaction(db, (trx) =>
      trx
        .insertInto('deals')
        .values({
          want_id: deal.wantId,
          listing_id: deal.listingId,
          title: deal.title,
          price_cents: priceCents,
          shipping_cents: shippingCents,
          total_cents: priceCents + shippingCents,
          url: deal.url,
          ends_at: deal.endsAt ?? null,
          found_at: found,
          updated_at: found,
          status: 'new',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    id = row.id;
  });
  return id;
}
