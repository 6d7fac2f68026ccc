// The whole collection as JSON (GET /api/inventory), made again after every write: at 10,000 copies reading every
// row as an object, checking its stored JSON and serialising it again took 150-200 ms. Here a copy's JSON is kept
// between versions and reused while its columns, its figure and its photos are as before. Which copies' columns
// changed is known from the log of copies written through the SQLite connection (copy-changes.ts); where it cannot
// be (PostgreSQL, another process wrote, a write's transaction is open), from each copy's columns as one text the
// database makes (copyMarks). Only the copies that changed are read whole. Each copy's JSON is kept as UTF-8 bytes
// and the answer copied together from them: encoding 13 MB of text again on every version cost 15-20 ms. A copy's
// storage_location is its place's path: a place renamed or moved makes the copies in it (and inside it) again.
import type { ServerResponse } from 'node:http';
import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import type { ItemPhoto } from '@tmnt/domain';
import { committedSqliteReader, committedSqliteStatement, type Db } from '../db/database.ts';
import { UnreadableStoredValue } from '../db/stored-json.ts';
import { photosByItem } from '../photos/index.ts';
import { placePathsById } from '../places/index.ts';
import { CopyChangeLog } from './copy-changes.ts';
import { COPY_COLUMN_NAMES, copyMarks, copyOrder, copyRows, itemFigures, toItem, type ItemRow, type OnUnreadable, type PlacePaths } from './queries.ts';

/**
 * One copy's JSON, with the text of what it was made from: its columns (as the database writes them; '' when not
 * read), its figure, its photos and its place's path.
 */
interface KeptCopy {
  mark: string;
  figure: string;
  photos: string;
  placeId: number | null;
  place: string;
  json: Buffer;
}

/** The column a copy's place is in, as a row read as an array holds it. */
const PLACE_COLUMN = COPY_COLUMN_NAMES.indexOf('place_id');

const pathText = (paths: PlacePaths, placeId: number | null) => (placeId === null ? '' : (paths.get(placeId) ?? ''));

/** Copies read whole by their ids at a time. */
const IDS_PER_QUERY = 500;

type RowQuery = { compile(): CompiledQuery; execute(): Promise<object[]> };

/**
 * Each row as an array of its columns' values, in the query's order, handed to `each` one by one: on SQLite straight
 * from the connection, a row at a time, so what `each` does not keep dies young (a whole array of 10,000 rows lived
 * long enough to be copied by the garbage collector on every answer).
 */
async function eachRow(db: Db, query: RowQuery, each: (values: unknown[]) => void): Promise<void> {
  const compiled = committedSqliteReader(db) ? query.compile() : undefined;
  const statement = compiled && committedSqliteStatement(db, compiled.sql);
  if (statement) {
    for (const values of statement.raw().iterate(...compiled.parameters) as IterableIterator<unknown[]>) each(values);
    return;
  }
  for (const row of await query.execute()) each(Object.values(row));
}

async function rowValues(db: Db, query: RowQuery): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  await eachRow(db, query, (values) => rows.push(values));
  return rows;
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
  private log: { sqlite: SQLite.Database; changes: CopyChangeLog } | undefined;
  /**
   * The memory of answers made before the last, for the next answer: allocating 13 MB on every version made V8
   * collect its whole heap every few versions (10-20 ms, the slowest answers). Reused only once no reply sends it.
   */
  private retired: Buffer[] = [];
  private readonly inFlight = new Map<ArrayBufferLike, number>();
  private making: Promise<unknown> = Promise.resolve();
  /** The last answer: the kept copies' JSON are views of it. */
  private answer: Buffer | undefined;

  /** The whole collection, newest first, as the JSON of GET /api/inventory; a copy that cannot be read is left out. */
  async json(db: Db, onUnreadable: OnUnreadable): Promise<Buffer> {
    // One answer made at a time: each starts from what the last one kept (and took from the log).
    const answer = this.making.then(() => this.make(db, onUnreadable));
    this.making = answer.catch(() => {
      // The log's ids taken for an answer never made: the next answer reads every copy's mark.
      this.log = undefined;
    });
    return answer;
  }

  private async make(db: Db, onUnreadable: OnUnreadable): Promise<Buffer> {
    const [figures, photos, paths] = await Promise.all([itemFigures(db), photosByItem(db, 'all'), placePathsById(db)]);
    let figureById = figuresById(figures);
    const ids: number[] = [];
    const slots: (KeptCopy | string)[] = [];
    const changed: number[] = [];
    /** Each copy in the list's order: its kept JSON while it is as before, else its new mark (it is made again). */
    const visit = (id: number, figureId: number, mark: string | undefined, written: boolean) => {
      const before = this.kept.get(id);
      const unchanged =
        before !== undefined &&
        !written &&
        (mark === undefined || before.mark === mark) &&
        before.figure === figureById.get(figureId)?.source &&
        before.photos === photoText(photos.get(id)) &&
        before.place === pathText(paths, before.placeId);
      ids.push(id);
      slots.push(unchanged ? before : (mark ?? ''));
      if (!unchanged) changed.push(id);
    };
    // The log is taken and the order read in one go: no write comes between them on this connection.
    const written = this.writtenSince(db);
    if (written) await eachRow(db, copyOrder(db), ([id, figureId]) => visit(id as number, figureId as number, undefined, written.has(id as number)));
    else await eachRow(db, copyMarks(db), ([id, figureId, mark]) => visit(id as number, figureId as number, mark as string, false));
    const fresh = await valuesById(db, changed, ids.length);
    // A figure made (or merged into) since the figures were read.
    if ([...fresh.values()].some((values) => !figureById.has(values[1] as number))) figureById = figuresById(await itemFigures(db));

    const kept = new Map<number, KeptCopy>();
    const copies: KeptCopy[] = [];
    ids.forEach((id, i) => {
      let copy = slots[i];
      if (typeof copy === 'string') {
        // Read whole a moment after its mark: a copy deleted in between is left out; one changed in between is as
        // new (its next mark differs again).
        const values = fresh.get(id);
        if (!values) return;
        const owner = figureById.get(values[1] as number)!;
        const ownPhotos = photos.get(id) ?? [];
        const row = { ...Object.fromEntries(COPY_COLUMN_NAMES.map((name, column) => [name, values[column]])), ...owner.figure } as ItemRow;
        const placeId = values[PLACE_COLUMN] as number | null;
        try {
          copy = { mark: copy, figure: owner.source, photos: photoText(ownPhotos), placeId, place: pathText(paths, placeId), json: Buffer.from(JSON.stringify(toItem(row, ownPhotos, paths))) };
        } catch (error) {
          if (!(error instanceof UnreadableStoredValue)) throw error;
          onUnreadable(error);
          return;
        }
      }
      kept.set(id, copy);
      copies.push(copy);
    });
    this.kept = kept;
    const last = this.answer;
    this.answer = joinJsonArray(copies, last, (size) => this.memoryFor(size));
    if (last) this.retired = [Buffer.from(last.buffer), ...this.retired].slice(0, 2);
    return this.answer;
  }

  /** Holds an answer's memory while a reply sends it (until its response closes, flushed or cut off). */
  sending(json: Buffer, response: ServerResponse): void {
    this.inFlight.set(json.buffer, (this.inFlight.get(json.buffer) ?? 0) + 1);
    response.once('close', () => {
      const left = this.inFlight.get(json.buffer)! - 1;
      if (left === 0) this.inFlight.delete(json.buffer);
      else this.inFlight.set(json.buffer, left);
    });
  }

  /** `size` bytes for a new answer: a retired answer's memory no reply is sending, else new memory with room to grow. */
  private memoryFor(size: number): Buffer {
    const free = this.retired.findIndex((memory) => memory.length >= size && !this.inFlight.has(memory.buffer));
    if (free === -1) return Buffer.allocUnsafeSlow(Math.ceil(size * 1.05)).subarray(0, size);
    const [memory] = this.retired.splice(free, 1);
    return memory.subarray(0, size);
  }

  /** The copies written through this SQLite connection since the last answer; null when that cannot be known. */
  private writtenSince(db: Db): Set<number> | null {
    const sqlite = committedSqliteReader(db);
    if (!sqlite) return null;
    if (this.log?.sqlite !== sqlite) {
      // From now on: this answer reads every copy's mark.
      this.log = { sqlite, changes: new CopyChangeLog(sqlite) };
      return null;
    }
    return this.log.changes.take();
  }
}

type ItemFigure = Awaited<ReturnType<typeof itemFigures>>[number];

/** The figures by id, each with its text (a copy's JSON follows its figure). */
const figuresById = (figures: readonly ItemFigure[]) => new Map(figures.map(({ id, ...figure }) => [id, { figure, source: JSON.stringify(figure) }]));

const photoText = (photos: readonly ItemPhoto[] | undefined) => (photos && photos.length > 0 ? JSON.stringify(photos) : '');

/**
 * `[a,b,…]` from each copy's JSON bytes, in one buffer of the right size; each copy's bytes then become a view of it.
 * Copies that lay side by side in the last answer (the unchanged ones, mostly) are copied together, in runs: copying
 * 10,000 parts one by one cost 7 ms.
 */
function joinJsonArray(copies: readonly KeptCopy[], last: Buffer | undefined, allocate: (size: number) => Buffer): Buffer {
  // Never from Buffer's shared pool (see memoryFor): a copy made afresh may be a view of the pool, and must not look
  // like part of a run.
  const out = allocate(2 + copies.reduce((sum, copy) => sum + copy.json.length, 0) + Math.max(copies.length - 1, 0));
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
