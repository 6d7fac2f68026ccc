import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit once landed; add a new migration instead.
//
// The collector's currency (issue 28):
// - app_state.currency: the collection's currency (domain CURRENCIES); app_state.marketplace: the eBay site chosen
//   to search, null for the one matching the currency (domain marketplaceFor).
// - exchange_rates: the ECB's reference rates as published, units of a currency per euro, fetched once and kept.
// - Every amount keeps its own currency, and the rate it converts to the collection's currency at its own date with
//   the ECB day that rate was published (null rate: not known yet, the amount is left out and said so):
//   inventory_items.currency / cost_rate / cost_rate_day for what a copy cost, sold_currency / sold_rate /
//   sold_rate_day for its sale; lots.currency; price_records.currency / rate / rate_day. Everything stored before
//   was in US dollars, the only currency there was: it converts at 1.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const RATE_COLUMNS: [table: string, currency: string, rate: string, day: string][] = [
  ['inventory_items', 'currency', 'cost_rate', 'cost_rate_day'],
  ['inventory_items', 'sold_currency', 'sold_rate', 'sold_rate_day'],
  ['price_records', 'currency', 'rate', 'rate_day'],
];

export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const double = postgres ? 'double precision' : 'real';
  await db.schema.alterTable('app_state').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute();
  await db.schema.alterTable('app_state').addColumn('marketplace', 'text').execute();
  await db.schema
    .createTable('exchange_rates')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('per_euro', sql.raw(double), (c) => c.notNull())
    .addPrimaryKeyConstraint('exchange_rates_pkey', ['day', 'currency'])
    .execute();
  for (const [table, currency, rate, day] of RATE_COLUMNS) {
    const sold = currency === 'sold_currency';
    await db.schema.alterTable(table).addColumn(currency, 'text', (c) => (sold ? c : c.notNull().defaultTo('USD'))).execute();
    await db.schema.alterTable(table).addColumn(rate, sql.raw(double)).execute();
    await db.schema.alterTable(table).addColumn(day, 'text').execute();
    await db.schema.createIndex(`${table}_${rate}_missing`).on(table).column(currency).where(sql.ref(rate), 'is', null).execute();
  }
  await db.updateTable('inventory_items').set({ cost_rate: 1 }).execute();
  await db.updateTable('inventory_items').set({ sold_currency: 'USD', sold_rate: 1 }).where('sold_on', 'is not', null).execute();
  await db.updateTable('price_records').set({ rate: 1 }).execute();
  await db.schema.alterTable('lots').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('lots').dropColumn('currency').execute();
  for (const [table, currency, rate, day] of [...RATE_COLUMNS].reverse()) {
    await db.schema.dropIndex(`${table}_${rate}_missing`).execute();
    for (const column of [day, rate, currency]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable('exchange_rates').execute();
  for (const column of ['marketplace', 'currency']) await db.schema.alterTable('app_state').dropColumn(column).execute();
}
