import { Migrator, NO_MIGRATIONS, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-21-01-initial.ts';
import * as catalogue from './migrations/2026-11-21-02-catalogue.ts';
import * as derivedDataAndJobs from './migrations/2026-11-23-01-derived-data-and-jobs.ts';
import * as marketData from './migrations/2026-11-23-02-market-data.ts';
import * as figureCodes from './migrations/2026-11-23-03-figure-codes.ts';
import * as copiesWithoutValue from './migrations/2026-11-23-04-copies-without-value.ts';
import * as gradeHistory from './migrations/2026-11-23-05-grade-history.ts';
import * as analysis from './migrations/2026-11-23-06-analysis.ts';
import * as itemPhotos from './migrations/2026-11-23-07-item-photos.ts';
import * as sessions from './migrations/2026-11-27-01-sessions.ts';
import * as figureDetails from './migrations/2026-11-27-02-figure-details.ts';
import * as wholeLine from './migrations/2026-11-27-03-whole-line.ts';
import * as spreadsheetImports from './migrations/2026-11-27-04-spreadsheet-imports.ts';
import * as sampleRanges from './migrations/2026-11-27-05-sample-ranges.ts';
import * as variantPrices from './migrations/2026-11-27-06-variant-prices.ts';
import * as copyMoney from './migrations/2026-11-27-07-copy-money.ts';
import * as currencies from './migrations/2026-11-27-08-currencies.ts';
import * as wants from './migrations/2026-11-27-09-wants.ts';
import * as accessVersion from './migrations/2026-11-29-11-access-version.ts';
import * as idempotencyKeys from './migrations/2026-11-29-21-idempotency-keys.ts';
import * as syncChanges from './migrations/2026-11-29-22-sync-changes.ts';
import * as places from './migrations/2026-11-29-31-places.ts';
import * as bulkChanges from './migrations/2026-11-29-32-bulk-changes.ts';
import * as shares from './migrations/2026-11-29-41-shares.ts';
import * as whatACopyIs from './migrations/2026-11-29-51-what-a-copy-is.ts';
import * as sourcedCatalogue from './migrations/2026-11-29-52-sourced-catalogue.ts';
import * as apiKeys from './migrations/2026-11-29-61-api-keys.ts';
import * as collectionReadIndexes from './migrations/2026-11-29-71-collection-read-indexes.ts';

// Listed here rather than read from the folder so the order is explicit and bundlers see every file.
// Pending migrations run in one transaction on both databases (see TransactionalSqliteAdapter): all or nothing.
const migrations: Record<string, Migration> = {
  '2026-11-21-01-initial': initial,
  '2026-11-21-02-catalogue': catalogue,
  '2026-11-23-01-derived-data-and-jobs': derivedDataAndJobs,
  '2026-11-23-02-market-data': marketData,
  '2026-11-23-03-figure-codes': figureCodes,
  '2026-11-23-04-copies-without-value': copiesWithoutValue,
  '2026-11-23-05-grade-history': gradeHistory,
  '2026-11-23-06-analysis': analysis,
  '2026-11-23-07-item-photos': itemPhotos,
  '2026-11-27-01-sessions': sessions,
  '2026-11-27-02-figure-details': figureDetails,
  '2026-11-27-03-whole-line': wholeLine,
  '2026-11-27-04-spreadsheet-imports': spreadsheetImports,
  '2026-11-27-05-sample-ranges': sampleRanges,
  '2026-11-27-06-variant-prices': variantPrices,
  '2026-11-27-07-copy-money': copyMoney,
  '2026-11-27-08-currencies': currencies,
  '2026-11-27-09-wants': wants,
  '2026-11-29-11-access-version': accessVersion,
  '2026-11-29-21-idempotency-keys': idempotencyKeys,
  '2026-11-29-22-sync-changes': syncChanges,
  '2026-11-29-31-places': places,
  '2026-11-29-32-bulk-changes': bulkChanges,
  '2026-11-29-41-shares': shares,
  '2026-11-29-51-what-a-copy-is': whatACopyIs,
  '2026-11-29-52-sourced-catalogue': sourcedCatalogue,
  '2026-11-29-61-api-keys': apiKeys,
  '2026-11-29-71-collection-read-indexes': collectionReadIndexes,
};

/** The migrations this build knows, oldest first: the last is the schema a database is brought to. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrate(db: Kysely<any>, target: string | typeof NO_MIGRATIONS | 'latest'): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = target === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // The cause keeps the driver's code (a refused connection, a damaged file) for whoever words it for a person.
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrateToLatest = (db: Kysely<any>) => migrate(db, 'latest');

/** Moves to just after the named migration, up or down (tests prove a migration carries data both ways). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrateTo = (db: Kysely<any>, name: string) => migrate(db, name);

/** Undoes every migration (tests prove each can be undone and done again). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const migrateToEmpty = (db: Kysely<any>) => migrate(db, NO_MIGRATIONS);
