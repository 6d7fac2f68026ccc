// The whole collection as JSON (GET /api/inventory), made again after every write: at 10,000 copies reading every
// row as an object, checking its stored JSON and serialising it again took 150-200 ms. Here a copy's JSON is kept
// between versions and reused while its row, its figure and its photos read the same; the rows are read as arrays.
// Each copy's JSON is kept as UTF-8 bytes and the answer copied together from them: encoding 9 MB of text again on
// every version (measuring it for content-length, then writing it) cost 15-20 ms.
import type { CompiledQuery } from 'kysely';
import type { ItemPhoto } from '@tmnt/domain';
import { committedSqliteReader, type Db } from '../db/database.ts';
import { UnreadableStoredValue } from '../db/stored-json.ts';
import { photosByItem } from '../photos/index.ts';
import { COPY_COLUMN_NAMES, copyRows, itemFigures, toItem, type ItemRow, type OnUnreadable } from './queries.ts';

/** One copy's JSON, with what it was made from: its columns' values, and its figure's and its photos' as text. */
interface KeptCopy {
  values: unknown[];
  figure: string;
  photos: string;
  json: Buffer;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** Rows as arrays of their columns' values, in the query's order: on SQLite straight from the connection. */
async function rowValues(db: Db, query: { compile(): CompiledQuery; execute(): Promise<object[]> }): Promise<unknown[][]> {
  const sqlite = committedSqliteReader(db);
  if (sqlite) {
    const { sql, parameters } = query.compile();
    return sqlite.prepare(sql).raw().all(...parameters) as unknown[][];
  }
  return (await query.execute()).map((row) => Object.values(row));
}


export class CollectionList {
  private kept = new Map<number, KeptCopy>();

  /** The whole collection, newest first, as the JSON of GET /api/inventory; a copy that cannot be read is left out. */
  async json(db: Db, onUnreadable: OnUnreadable): Promise<Buffer> {
    const query = copyRows(db);
    const [rows, figures, photos] = await Promise.all([rowValues(db, query), itemFigures(db), photosByItem(db, 'all')]);
    const figureById = new Map(figures.map(({ id, ...figure }) => [id, { figure, source: JSON.stringify(figure) }]));
    const kept = new Map<number, KeptCopy>();
    const parts: Buffer[] = [];
    for (const values of rows) {
      const id = values[0] as number;
      const owner = figureById.get(values[1] as number)!;
      const ownPhotos: ItemPhoto[] = photos.get(id) ?? [];
      const photoSource = ownPhotos.length === 0 ? '' : JSON.stringify(ownPhotos);
      let copy = this.kept.get(id);
      if (!copy || copy.figure !== owner.source || copy.photos !== photoSource || !sameValues(copy.values, values)) {
        const row = { ...Object.fromEntries(COPY_COLUMN_NAMES.map((name, i) => [name, values[i]])), ...owner.figure } as ItemRow;
        try {
          copy = { values, figure: owner.source, photos: photoSource, json: Buffer.from(JSON.stringify(toItem(row, ownPhotos))) };
        } catch (error) {
          if (!(error instanceof UnreadableStoredValue)) throw error;
          onUnreadable(error);
          continue;
        }
      }
      kept.set(id, copy);
      parts.push(copy.json);
    }
    this.kept = kept;
    return joinJsonArray(parts);
  }
}

/** `[a,b,…]` from each element's JSON bytes, in one buffer of the right size. */
function joinJsonArray(parts: readonly Buffer[]): Buffer {
  const out = Buffer.allocUnsafe(2 + parts.reduce((sum, part) => sum + part.length, 0) + Math.max(parts.length - 1, 0));
  let at = out.write('[');
  parts.forEach((part, i) => {
    if (i > 0) at += out.write(',', at);
    at += part.copy(out, at);
  });
  out.write(']', at);
  return out;
}
