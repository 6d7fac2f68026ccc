import { sql, type Insertable, type Updateable } from 'kysely';
import { estimatedValueCents, fromCents, type CopyFacts, type InventoryItem, type InventoryListQuery } from '@tmnt/domain';
import { containsPattern } from '../catalog/queries.ts';
import type { Db } from '../db/database.ts';
import type { InventoryItemsTable } from '../db/schema.ts';

function selectItems(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .leftJoin('market_summaries as m', 'm.figure_id', 'i.figure_id')
    .select([
      'i.id', 'i.figure_id', 'i.condition', 'i.purchase_price_cents', 'i.purchase_date', 'i.notes', 'i.box_condition',
      'i.completeness', 'i.packaging_type', 'i.storage_location', 'i.variant', 'i.limited_edition', 'i.custom_modifications',
      'i.owned_accessories', 'i.created_at', 'i.ai_grade_overall', 'i.ai_grade_date', 'i.grading_photos', 'i.ai_grade_details',
      'f.name', 'f.series', 'f.year', 'f.manufacturer', 'f.upc', 'f.character', 'f.description', 'f.image_url', 'f.accessories',
      'm.average_cents as market_average_cents', 'm.lowest_cents as market_lowest_cents',
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['executeTakeFirstOrThrow']>>;

function toFacts(row: Pick<ItemRow, 'id' | 'name' | 'series' | 'year' | 'condition' | 'purchase_price_cents' | 'market_average_cents' | 'market_lowest_cents'>): CopyFacts {
  return {
    id: row.id,
    name: row.name,
    series: row.series,
    year: row.year,
    condition: row.condition,
    purchaseCents: row.purchase_price_cents,
    marketAverageCents: row.market_average_cents,
    marketLowestCents: row.market_lowest_cents,
  };
}

function toItem(row: ItemRow): InventoryItem {
  return {
    id: row.id,
    figure_id: row.figure_id,
    name: row.name,
    series: row.series,
    year: row.year,
    manufacturer: row.manufacturer,
    upc: row.upc,
    character: row.character,
    description: row.description,
    image_url: row.image_url,
    accessories: row.accessories,
    owned_accessories: JSON.parse(row.owned_accessories) as string[],
    condition: row.condition as InventoryItem['condition'],
    purchase_price: row.purchase_price_cents === null ? null : fromCents(row.purchase_price_cents),
    purchase_date: row.purchase_date,
    notes: row.notes,
    box_condition: row.box_condition as InventoryItem['box_condition'],
    completeness: row.completeness as InventoryItem['completeness'],
    packaging_type: row.packaging_type as InventoryItem['packaging_type'],
    storage_location: row.storage_location,
    variant: row.variant,
    limited_edition: row.limited_edition === null ? null : row.limited_edition === 1,
    custom_modifications: row.custom_modifications,
    created_at: row.created_at,
    ai_grade_overall: row.ai_grade_overall,
    ai_grade_date: row.ai_grade_date,
    grading_photos: JSON.parse(row.grading_photos) as string[],
    ai_grade_details: row.ai_grade_details === null ? null : JSON.parse(row.ai_grade_details),
    estimated_value: fromCents(estimatedValueCents(toFacts(row))),
  };
}

export async function listItems(db: Db, query: InventoryListQuery): Promise<InventoryItem[]> {
  let q = selectItems(db);
  const text = query.q;
  if (text) {
    const pattern = sql`${containsPattern(text)} escape '\\'`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(${sql.ref('f.name')})`, 'like', pattern),
        eb(sql`lower(${sql.ref('f.series')})`, 'like', pattern),
        eb(sql`lower(${sql.ref('f.character')})`, 'like', pattern),
        eb(sql`lower(coalesce(${sql.ref('i.notes')}, ''))`, 'like', pattern),
        eb('f.upc', '=', text),
      ]),
    );
  }
  if (query.series) q = q.where('f.series', '=', query.series);
  if (query.year !== undefined) q = q.where('f.year', '=', query.year);
  if (query.condition) q = q.where('i.condition', '=', query.condition);
  if (query.figure_id !== undefined) q = q.where('i.figure_id', '=', query.figure_id);
  const rows = await q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').execute();
  return rows.map(toItem);
}

export async function getItem(db: Db, id: number): Promise<InventoryItem | undefined> {
  const row = await selectItems(db).where('i.id', '=', id).executeTakeFirst();
  return row && toItem(row);
}

export async function copiesOfFigure(db: Db, figureId: number): Promise<InventoryItem[]> {
  const rows = await selectItems(db).where('i.figure_id', '=', figureId).orderBy('i.created_at').orderBy('i.id').execute();
  return rows.map(toItem);
}

/** Every copy with just what the collection rules need, plus what the top list shows. */
export async function allCopyFacts(db: Db): Promise<(CopyFacts & { figureId: number; imageUrl: string | null })[]> {
  const rows = await db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .leftJoin('market_summaries as m', 'm.figure_id', 'i.figure_id')
    .select([
      'i.id', 'i.figure_id', 'i.condition', 'i.purchase_price_cents', 'f.name', 'f.series', 'f.year', 'f.image_url',
      'm.average_cents as market_average_cents', 'm.lowest_cents as market_lowest_cents',
    ])
    .execute();
  return rows.map((r) => ({ ...toFacts(r), figureId: r.figure_id, imageUrl: r.image_url }));
}

export function catalogueSeries(db: Db): Promise<{ id: number; series: string }[]> {
  return db.selectFrom('figures').select(['id', 'series']).execute();
}

export function exportRows(db: Db) {
  return db
    .selectFrom('inventory_items as i')
    .innerJoin('figures as f', 'f.id', 'i.figure_id')
    .select(['i.id', 'f.name', 'f.year', 'f.series', 'i.condition', 'i.purchase_price_cents', 'i.notes'])
    .orderBy('i.id')
    .execute();
}

export async function insertItem(db: Db, values: Insertable<InventoryItemsTable>): Promise<number> {
  const row = await db.insertInto('inventory_items').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(db: Db, id: number, changes: Updateable<InventoryItemsTable>): Promise<void> {
  await db.updateTable('inventory_items').set(changes).where('id', '=', id).execute();
}

export async function deleteItem(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('inventory_items').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
