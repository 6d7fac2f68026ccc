import path from 'node:path';
import Database from 'better-sqlite3';
import { summarizeMarket, type PriceSource } from '../../domain/src/market.ts';

/**
 * Writes straight into a test server's SQLite file (DATA_DIR/collection.db) what only later features can
 * produce through the API (marketplace sales, AI grades). The server reads these tables on every request.
 */
function open(dataDir: string) {
  const db = new Database(path.join(dataDir, 'collection.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

export interface SeededSale {
  price: number;
  title: string;
  /** Sale date, YYYY-MM-DD. */
  soldAt: string;
  source?: PriceSource;
  condition?: string | null;
  url?: string | null;
  /** ISO time it was recorded; defaults to noon UTC on the sale day. */
  fetchedAt?: string;
}

/** Inserts price records for a figure and stores its market summary as the server computes it. */
export function seedSales(dataDir: string, figureId: number, sales: SeededSale[]): void {
  const db = open(dataDir);
  try {
    const insert = db.prepare(
      `INSERT INTO price_records (figure_id, price_cents, title, url, condition, source, external_id, sold_at, fetched_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const upsertSummary = db.prepare(
      `INSERT INTO market_summaries (figure_id, lowest_cents, average_cents, highest_cents, sample_count, last_updated)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (figure_id) DO UPDATE SET lowest_cents = excluded.lowest_cents, average_cents = excluded.average_cents,
         highest_cents = excluded.highest_cents, sample_count = excluded.sample_count, last_updated = excluded.last_updated`,
    );
    db.transaction(() => {
      sales.forEach((sale, index) => {
        insert.run(
          figureId,
          Math.round(sale.price * 100),
          sale.title,
          sale.url ?? null,
          sale.condition ?? null,
          sale.source ?? 'ebay_scrape',
          `seed-${figureId}-${index}-${sale.soldAt}`,
          sale.soldAt,
          sale.fetchedAt ?? `${sale.soldAt}T12:00:00.000Z`,
        );
      });
      const records = db
        .prepare('SELECT price_cents, source, sold_at, fetched_at FROM price_records WHERE figure_id = ?')
        .all(figureId) as { price_cents: number; source: PriceSource; sold_at: string | null; fetched_at: string }[];
      const summary = summarizeMarket(records.map((r) => ({ priceCents: r.price_cents, source: r.source, date: r.sold_at, fetchedAt: r.fetched_at })));
      if (summary) upsertSummary.run(figureId, summary.lowestCents, summary.averageCents, summary.highestCents, summary.sampleCount, summary.lastUpdated);
    })();
  } finally {
    db.close();
  }
}

export interface SeededGrade {
  overall: number;
  /** ISO time of the grading, or null for an unknown date. */
  date: string | null;
  /** The report's details, or null for a grade whose details are missing. */
  details: Record<string, unknown> | null;
  /** Image addresses (data: URLs or paths on the server). */
  photos: string[];
}

/** Stores an AI grade on an inventory item as the grading feature will. */
export function seedGrade(dataDir: string, itemId: number, grade: SeededGrade): void {
  const db = open(dataDir);
  try {
    const result = db
      .prepare('UPDATE inventory_items SET ai_grade_overall = ?, ai_grade_date = ?, ai_grade_details = ?, grading_photos = ? WHERE id = ?')
      .run(grade.overall, grade.date, grade.details === null ? null : JSON.stringify(grade.details), JSON.stringify(grade.photos), itemId);
    if (result.changes !== 1) throw new Error(`No inventory item ${itemId} to grade`);
  } finally {
    db.close();
  }
}
