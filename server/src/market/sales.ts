import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { formatMoney, listingTier, lookupForms, newSaleSchema, normalizeUpc, toCents, type Currency, type NewSale, type SalesImportResult } from '@tmnt/domain';
import { figuresWithUpc, getFigure } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { moneySetting, prepareRates, type Rates } from '../rates/index.ts';
import { deleteOwnSale, ownSaleId, type NewPriceRecord } from './queries.ts';
import { rebuildMarketSummaries, recordPrices, storePrices } from './service.ts';

/** The largest sales file accepted, and the most rows in it. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const MAX_IMPORT_ROWS = 10_000;

/**
 * A sale the collector recorded, as a price record. Its id is derived from what it says, so the same sale
 * recorded twice (or a file imported twice) is kept once.
 */
function saleRecord(figureId: number, sale: NewSale, collection: Currency): NewPriceRecord {
  const now = new Date().toISOString();
  const priceCents = toCents(sale.price);
  const currency = sale.currency ?? collection;
  // A sale in the collection's currency is named as before currencies, so a sale recorded then is still recognised.
  const identity = [figureId, sale.date, priceCents, sale.title ?? '', sale.url ?? '', ...(currency === collection ? [] : [currency])].join('\u0000');
  return {
    figure_id: figureId,
    price_cents: priceCents,
    currency,
    title: sale.title ?? '',
    url: sale.url ?? null,
    condition: sale.condition || null,
    source: 'manual',
    external_id: `sale-${createHash('sha256').update(identity).digest('hex').slice(0, 32)}`,
    sold_at: sale.date,
    fetched_at: now,
    seen_at: now,
    tier: sale.tier ?? listingTier(sale.title ?? '', sale.condition),
  };
}

export async function addSale(db: Db, rates: Rates, figureId: number, sale: NewSale): Promise<void> {
  const figure = await getFigure(db, figureId);
  const { currency } = await moneySetting(db);
  const record = saleRecord(figureId, sale, currency);
  await prepareRates(rates, db, [{ currency: record.currency, day: sale.date }]);
  const added = await recordPrices(db, [record]);
  if (added === 0) throw new HttpError(409, `This sale of ${figure.name} (${sale.date}, ${formatMoney(sale.price, record.currency)}) is already recorded`);
}

/**
 * A sale of one of the collector's own copies, recorded as a market sale of its tier in the caller's write
 * transaction (its figure's prices and copies' values follow, as for any sale recorded by hand). Answers the
 * record's id; the same sale recorded already is answered, not recorded twice.
 */
export async function recordCopySale(trx: Db, figureId: number, copyId: number, sale: Pick<NewSale, 'price' | 'date' | 'condition' | 'tier' | 'currency'>): Promise<number> {
  const record = saleRecord(figureId, { ...sale, title: `Sold from my collection (copy #${copyId})` }, (await moneySetting(trx)).currency);
  await storePrices(trx, [record]);
  return (await ownSaleId(trx, record.external_id!))!;
}

/** Removes a copy's market sale (its sale undone), in the caller's write transaction; prices and values follow. */
export async function removeCopySale(trx: Db, recordId: number): Promise<void> {
  const figureId = await deleteOwnSale(trx, recordId);
  if (figureId !== undefined) await rebuildMarketSummaries(trx, [figureId]);
}

type Row = Partial<Record<'upc' | 'figure_id' | 'price' | 'date' | 'title' | 'condition' | 'url' | 'tier' | 'currency', string>>;

/** "$1,234.50" or "1234.5" as a number; anything else as itself, for the schema to refuse by name. */
function priceOf(cell: string | undefined): unknown {
  const text = (cell ?? '').trim().replace(/^US\s*/i, '').replace(/^\$/, '').replaceAll(',', '');
  return text === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : cell;
}

/** Which figure a row is about: its figure_id, else the one figure carrying its upc. Throws the row's error. */
async function rowFigure(db: Db, row: Row): Promise<number> {
  const id = row.figure_id?.trim();
  if (id) {
    if (!/^\d+$/.test(id)) throw badRequest(`figure_id "${id}" is not a figure id`);
    await getFigure(db, Number(id)).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? badRequest(`no figure has id ${id}`) : error;
    });
    return Number(id);
  }
  const upc = row.upc?.trim();
  if (!upc) throw badRequest('give the figure: a upc or a figure_id');
  const code = normalizeUpc(upc);
  if (!code.ok) throw badRequest(code.error);
  const figures = await figuresWithUpc(db, lookupForms(upc));
  if (figures.length === 0) throw badRequest(`no figure carries UPC ${code.code}`);
  if (figures.length > 1) throw badRequest(`UPC ${code.code} is carried by ${figures.length} figures: give the figure_id instead`);
  return figures[0].id;
}

/**
 * Imports sales from a CSV file with a header row (upc or figure_id, price, date, and optionally title,
 * condition, url, tier, currency). Every valid row is kept; each invalid one is reported by its line in the file.
 */
export async function importSales(db: Db, rates: Rates, csv: string): Promise<SalesImportResult> {
  const { currency: collection } = await moneySetting(db);
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase().replace(/[\s-]+/g, '_')),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    throw badRequest(`The file is not readable CSV: ${(error as Error).message}`);
  }
  if (rows.length === 0) throw badRequest('The file has no sales: it needs a header row (upc or figure_id, price, date) and one row per sale');
  const header = Object.keys(rows[0].record);
  if (!header.includes('price') || !header.includes('date') || !(header.includes('upc') || header.includes('figure_id'))) {
    throw badRequest(`The header row must name upc or figure_id, price and date (it names: ${header.join(', ')})`);
  }
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`The file has ${rows.length} sales: import at most ${MAX_IMPORT_ROWS} at a time`);

  const records: NewPriceRecord[] = [];
  const errors: SalesImportResult['errors'] = [];
  for (const { record, info } of rows) {
    const row = record as Row;
    try {
      const figureId = await rowFigure(db, row);
      const sale = newSaleSchema.safeParse({
        price: priceOf(row.price),
        date: row.date?.trim() || undefined,
        ...(row.title ? { title: row.title } : {}),
        ...(row.condition ? { condition: row.condition } : {}),
        ...(row.url ? { url: row.url } : {}),
        ...(row.tier ? { tier: row.tier.toLowerCase() } : {}),
        ...(row.currency ? { currency: row.currency.toUpperCase() } : {}),
      });
      if (!sale.success) throw badRequest(sale.error.issues.map((i) => i.message).join('; '));
      records.push(saleRecord(figureId, sale.data, collection));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errors.push({ row: info.lines, error: error.message });
    }
  }
  const unique = [...new Map(records.map((r) => [r.external_id, r])).values()];
  await prepareRates(rates, db, unique.map((r) => ({ currency: r.currency, day: r.sold_at ?? null })));
  const imported = unique.length > 0 ? await recordPrices(db, unique) : 0;
  return { imported, duplicates: records.length - imported, errors };
}
