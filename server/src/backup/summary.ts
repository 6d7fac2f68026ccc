// What a collection holds, in the few numbers a restore shows before it replaces one collection by another.

/** Copies still in the collection, copies sold, the collector's own recorded sales, photos of copies, the newest change. */
export interface CollectionSummary {
  copies: number;
  soldCopies: number;
  sales: number;
  photos: number;
  /** The newest copy's updated_at (null without copies). */
  lastChanged: string | null;
}

/** The columns the summary reads, per table: a live collection is read for these only. */
const COLUMNS = { inventory_items: ['sold_on', 'updated_at'], price_records: ['source'], item_photos: ['id'] } as const;

/** The summary of a collection's rows (a staged backup's, or the columns COLUMNS names of a live one). */
export function summarize(rows: ReadonlyMap<string, readonly Record<string, unknown>[]>): CollectionSummary {
  const items = rows.get('inventory_items') ?? [];
  const changes = items.map((item) => item.updated_at).filter((at): at is string => typeof at === 'string').sort();
  return {
    copies: items.filter((item) => item.sold_on == null).length,
    soldCopies: items.filter((item) => item.sold_on != null).length,
    // Source manual: the sales the collector recorded (a copy's sale may be one too), not the marketplaces'.
    sales: (rows.get('price_records') ?? []).filter((record) => record.source === 'manual').length,
    photos: (rows.get('item_photos') ?? []).length,
    lastChanged: changes.at(-1) ?? null,
  };
}

/** A live collection's summary through `select` (SQLite's or PostgreSQL's); 'unreadable' for an older schema or a foreign file. */
export async function readSummary(select: (table: string, columns: readonly string[]) => Promise<Record<string, unknown>[]>): Promise<CollectionSummary | 'unreadable'> {
  try {
    const rows = new Map<string, Record<string, unknown>[]>();
    for (const [table, columns] of Object.entries(COLUMNS)) rows.set(table, await select(table, columns));
    return summarize(rows);
  } catch {
    return 'unreadable';
  }
}
