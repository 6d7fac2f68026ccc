import { CONDITIONS } from '@tmnt/domain';
import type { Db } from '../server/src/db/database.ts';
import { refreshMarketSummary } from '../server/src/market/summaries.ts';

/** A deterministic pseudo-random sequence, so every bench run measures the same data. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

export async function seedCollection(db: Db, { items, priceRecords }: { items: number; priceRecords: number }): Promise<void> {
  const rand = random(42);
  const figures = await db.selectFrom('figures').select('id').execute();
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < items; start += 500) {
      const rows = Array.from({ length: Math.min(500, items - start) }, (_, i) => ({
        figure_id: pick(figures).id,
        condition: pick(CONDITIONS),
        purchase_price_cents: rand() < 0.7 ? Math.round(500 + rand() * 20000) : null,
        purchase_date: rand() < 0.5 ? '2021-06-15' : null,
        notes: rand() < 0.3 ? `Bench copy ${start + i}` : null,
        owned_accessories: '[]',
        grading_photos: '[]',
        created_at: now,
        updated_at: now,
      }));
      await trx.insertInto('inventory_items').values(rows).execute();
    }
    for (let start = 0; start < priceRecords; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, priceRecords - start) }, (_, i) => {
        const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(rand() * 600) * 86_400_000).toISOString().slice(0, 10);
        return {
          figure_id: pick(figures).id,
          price_cents: Math.round(1000 + rand() * 30000),
          title: `Vintage figure listing ${start + i}`,
          url: null,
          condition: null,
          source: rand() < 0.8 ? 'ebay_scrape' : 'ebay',
          external_id: `bench-${start + i}`,
          sold_at: day,
          fetched_at: `${day}T12:00:00.000Z`,
        };
      });
      await trx.insertInto('price_records').values(rows).execute();
    }
    for (const f of figures) await refreshMarketSummary(trx, f.id);
  });
}
