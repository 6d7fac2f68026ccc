import type { Compilable, CompiledQuery } from 'kysely';
import { isPostgres, type Db } from './database.ts';

/** Stands for the value a query built once is run with: a number no id takes. */
const PLACEHOLDER = -7_340_213_977;

/**
 * A query on one number (a copy's id) built and compiled once per dialect, then run with each value: Kysely's
 * building of a query of many columns costs more than SQLite takes to answer it, on the path of every write.
 * `build` makes it with the placeholder where the value goes; it may read what the query's shape depends on (the
 * table's columns), which stays as it is while the process runs (migrations run before it serves).
 */
export function builtOnce<Row>(build: (db: Db, placeholder: number) => Compilable<Row> | Promise<Compilable<Row>>): (db: Db, value: number) => Promise<Row[]> {
  const compiled = new Map<'pg' | 'sqlite', Promise<CompiledQuery<Row>>>();
  return async (db, value) => {
    const dialect = isPostgres(db) ? 'pg' : 'sqlite';
    let query = compiled.get(dialect);
    if (!query) {
      query = Promise.resolve(build(db, PLACEHOLDER)).then((q) => q.compile());
      query.catch(() => compiled.delete(dialect));
      compiled.set(dialect, query);
    }
    const built = await query;
    const parameters = built.parameters.map((p) => (p === PLACEHOLDER ? value : p));
    return (await db.executeQuery<Row>({ ...built, parameters })).rows;
  };
}
