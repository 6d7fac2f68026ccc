// The whole collection as JSON (GET /api/inventory), made again after every write: at 10,000 copies reading every
// row as an object, checking its stored JSON and serialising it again took 150-200 ms. Here a copy's JSON is kept
// between versions and reused while its columns, its figure and its photos read the same. What is read each time is
// each copy's columns as one text made by the database (copyMarks); only the copies whose text changed are read
// whole. Each copy's JSON is kept as UTF-8 bytes and the answer copied together from them: encoding 13 MB of text
// again on every version (measuring it for content-length, then writing it) cost 15-20 ms.
import type { CompiledQuery } from 'kysely';
import type { ItemPhoto } from '@tmnt/domain';
import { committedSqliteReader, type Db } from '../db/database.ts';
import { UnreadableStoredValue } from '../db/stored-json.ts';
import { photosByItem } from '../photos/index.ts';
import { COPY_COLUMN_NAMES, copyMarks, copyRows, itemFigures, toItem, type ItemRow, type OnUnreadable } from './queries.ts';

/** One copy's JSON, with the text of what it was made from: its columns (as the database writes them), its figure and its photos. */
interface KeptCopy {
  mark: string;
  figure: string;
  photos: string;
  json: Buffer;
}

/** Copies read whole by their ids at a time. */
const IDS_PER_QUERY = 500;

/** Rows as arrays of their columns' values, in the query's order: on SQLite straight from the connection. */
async function rowValues(db: Db, query: { compile(): CompiledQuery; execute(): Promise<object[]> }): Promise<unknown[][]> {
  const sqlite = committedSqliteReader(db);
  if (sqlite) {
    const { sql, parameters } = query.compile();
    return sqlite.prepare(sql).raw().all(...parameters) as unknown[][];
  }
  return (await query.execute()).map((row) => Object.values(row));
}

/** The columns of the copies named, by id: all of them in one read when most changed (the first answer). */
async function valuesById(db: Db, ids: readonly number[], copies: number): Promise<Map<number, unknown[]>> {
  const rows: unknown[][] = [];
  if (ids.length > copies / 2) rows.push(...(await rowValues(db, copyRows(db))));
  else for (let start = 0; start < ids.length; start += IDS_PER_QUERY) rows.push(...(await rowValues(db, copyRows(db).where('i.id', 'in', ids.slice(start, start + IDS_PER_QUERY)))));
  return new Map(rows.map((values) => [values[0] as number, values]));
}

export class CollectionList {
  private kept = new Map<number, KeptCopy>();
  /** The last answer: the kept copies' JSON are views of it. */
  private answer: Buffer | undefined;

  /** The whole collection, newest first, as the JSON of GET /api/inventory; a copy that cannot be read is left out. */
  async json(db: Db, onUnreadable: OnUnreadable): Promise<Buffer> {
    const [marks, figures, photos] = await Promise.all([rowValues(db, copyMarks(db)), itemFigures(db), photosByItem(db, 'all')]);
    const figureById = new Map(figures.map(({ id, ...figure }) => [id, { figure, source: JSON.stringify(figure) }]));
    // What each copy is made from now; the copies whose JSON must be made again are read whole.
    const copies = marks.map(([id, figureId, mark]) => {
      const ownPhotos: ItemPhoto[] = photos.get(id as number) ?? [];
      return { id: id as number, mark: mark as string, owner: figureById.get(figureId as number)!, ownPhotos, photos: ownPhotos.length === 0 ? '' : JSON.stringify(ownPhotos) };
    });
    const isKept = ({ id, mark, owner, photos }: (typeof copies)[number]) => {
      const before = this.kept.get(id);
      return before !== undefined && before.mark === mark && before.figure === owner.source && before.photos === photos;
    };
    const changed = new Set(copies.filter((copy) => !isKept(copy)).map((copy) => copy.id));
    const fresh = await valuesById(db, [...changed], copies.length);
    const kept = new Map<number, KeptCopy>();
    const parts: KeptCopy[] = [];
    for (const { id, mark, owner, ownPhotos, photos: photoSource } of copies) {
      let copy = this.kept.get(id)!;
      if (changed.has(id)) {
        // Read whole a moment after its mark: a copy deleted in between is left out; one changed in between is as
        // new (its next mark differs again).
        const values = fresh.get(id);
        if (!values) continue;
        const row = { ...Object.fromEntries(COPY_COLUMN_NAMES.map((name, i) => [name, values[i]])), ...owner.figure } as ItemRow;
        try {
          copy = { mark, figure: owner.source, photos: photoSource, json: Buffer.from(JSON.stringify(toItem(row, ownPhotos))) };
        } catch (error) {
          if (!(error instanceof UnreadableStoredValue)) throw error;
          onUnreadable(error);
          continue;
        }
      }
      kept.set(id, copy);
      parts.push(copy);
    }
    this.kept = kept;
    this.answer = joinJsonArray(parts, this.answer);
    return this.answer;
  }
}

/**
 * `[a,b,…]` from each copy's JSON bytes, in one buffer of the right size; each copy's bytes then become a view of it.
 * Copies that lay side by side in the last answer (the unchanged ones, mostly) are copied together, in runs: copying
 * 10,000 parts one by one cost 7 ms.
 */
function joinJsonArray(copies: readonly KeptCopy[], last: Buffer | undefined): Buffer {
  // Never from Buffer's shared pool: a copy made afresh may be a view of the pool, and must not look like part of a run.
  const out = Buffer.allocUnsafeSlow(2 + copies.reduce((sum, copy) => sum + copy.json.length, 0) + Math.max(copies.length - 1, 0));
  const follows = (next: Buffer, previous: Buffer) => next.buffer === last?.buffer && previous.buffer === last.buffer && next.byteOffset === previous.byteOffset + previous.length + 1;
  out[0] = 0x5b; // [
  let at = 1;
  for (let first = 0; first < copies.length; ) {
    let end = first + 1;
    while (end < copies.length && follows(copies[end].json, copies[end - 1].json)) end++;
    if (first > 0) out[at++] = 0x2c; // ,
    const from = copies[first].json;
    const to = copies[end - 1].json;
    // The run's bytes, commas between them included, as the last answer holds them.
    Buffer.from(from.buffer, from.byteOffset, to.byteOffset + to.length - from.byteOffset).copy(out, at);
    for (let i = first; i < end; i++) {
      const length = copies[i].json.length;
      copies[i].json = out.subarray(at, at + length);
      at += length + 1;
    }
    at -= 1;
    first = end;
  }
  out[at] = 0x5d; // ]
  return out;
}
