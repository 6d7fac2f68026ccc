import type { Compilable, CompiledQuery } from 'kysely';
import { isPostgres, type Db } from './database.ts';

/** Stand for the values a query built once is run with (the first, the second, ...): numbers no column takes. */
const PLACEHOLDERS = Array.from({ length: 32 }, (_, i) => -7_340_213_977 - i);
const placeholderIndex = new Map(PLACEHOLDERS.map((p, i) => [p, i]));

/**
 * A query built and compiled once per dialect, then run with each call's values: Kysely's building of a query costs
 * more than SQLite takes to answer it, on the path of every write and of every read after one. `build` makes it with
 * placeholders where the values go (`values[0]`, `values[1]`, ...), each used only as a value of the query, never to
 * decide its shape; it may read what the shape depends on (the table's columns), which stays as it is while the
 * process runs (migrations run before it serves).
 */
export function builtOnce<Row, Values extends readonly unknown[] = []>(
  build: (db: Db, values: Values) => Compilable<Row> | Promise<Compilable<Row>>,
): (db: Db, ...values: Values) => Promise<Row[]> {
  const compiled = new Map<'pg' | 'sqlite', Promise<CompiledQuery<Row>>>();
  return async (db, ...values) => {
    const dialect = isPostgres(db) ? 'pg' : 'sqlite';
    let query = compiled.get(dialect);
    if (!query) {
      query = Promise.resolve(build(db, PLACEHOLDERS as unknown as Values)).then((q) => q.compile());
      query.catch(() => compiled.delete(dialect));
      compiled.set(dialect, query);
    }
    const built = await query;
    const parameters = built.parameters.map((p) => {
      const index = typeof p === 'number' ? placeholderIndex.get(p) : undefined;
      if (index === undefined) return p;
      if (index >= values.length) throw new Error(`A query built once used value ${index + 1} and was given ${values.length}`);
      return values[index];
    });
    return (await db.executeQuery<Row>({ ...built, parameters })).rows;
  };
}
