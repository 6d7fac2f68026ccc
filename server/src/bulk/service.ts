import { randomBytes } from 'node:crypto';
import { BULK_UNDO_HOURS, changeTags, plural, TAG_LIMITS, type BulkRequest, type BulkResult, type BulkUndoResult } from '@tmnt/domain';
import type { Updateable } from 'kysely';
import { FIGURE_NOT_FOUND, getFigure } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import type { InventoryItemsTable } from '../db/schema.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { changeManyCopies, copiesToChange, deleteManyCopies, existingCopyIds, restoreDeletedCopies, type CopyColumnsChange } from '../inventory/index.ts';
import { unnamedPhotoFiles } from '../photos/index.ts';
import { checkPlaceId, placePathsById } from '../places/index.ts';
import { changeByToken, insertChange, markUndone, removeExpired } from './queries.ts';
import { deletedPhotoFiles, undoRecordSchema, type Before, type UndoRecord } from './undo-record.ts';

/** What a change or an undo did, and the photo files nothing names any more (to remove once committed). */
interface Done<T> {
  answer: T;
  unclaimedPhotos: string[];
}

const copyLabel = (copy: { id: number; name: string }) => `Copy #${copy.id} (${copy.name})`;

/** The columns of `set` the copy does not have yet, as the copy's row writes them, and what they were. */
type ChangeableCopy = Awaited<ReturnType<typeof copiesToChange>>[number];

function plannedChange(copy: ChangeableCopy, request: BulkRequest): { columns: Updateable<InventoryItemsTable>; before: Before; tagCount: number } {
  const columns: Updateable<InventoryItemsTable> = {};
  const before: Before = {};
  for (const [field, given] of Object.entries(request.set ?? {}) as [keyof NonNullable<BulkRequest['set']>, string | number | boolean | null][]) {
    // A yes or no is stored as 1 or 0.
    const value = typeof given === 'boolean' ? Number(given) : given;
    if (copy[field] === value) continue;
    Object.assign(columns, { [field]: value });
    Object.assign(before, { [field]: copy[field] });
  }
  const tags = readStoredJson(copy.tags, storedJson.tags, () => copyLabel(copy), 'tags');
  const next = changeTags(tags, request.tags_add, request.tags_remove);
  if (JSON.stringify(next) !== copy.tags) {
    columns.tags = JSON.stringify(next);
    before.tags = copy.tags;
  }
  return { columns, before, tagCount: next.length };
}

/** The same columns written to each group of copies whose change is the same. */
function groupedChanges(changes: { id: number; columns: Updateable<InventoryItemsTable> }[], now: string): CopyColumnsChange[] {
  const groups = new Map<string, CopyColumnsChange & { ids: number[] }>();
  for (const { id, columns } of changes) {
    const key = JSON.stringify(columns);
    const group = groups.get(key);
    if (group) group.ids.push(id);
    else groups.set(key, { ids: [id], columns: { ...columns, updated_at: now } });
  }
  return [...groups.values()];
}

/** The changes past their undo window are forgotten, and the photos of copies they deleted go unless named. */
async function forgetExpired(trx: Db, now: string): Promise<string[]> {
  const records = (await removeExpired(trx, now)).map(readRecord);
  return unnamedPhotoFiles(trx, records.flatMap(deletedPhotoFiles));
}

const readRecord = (text: string): UndoRecord => readStoredJson(text, undoRecordSchema, () => 'A change to many copies', 'changes') as UndoRecord;

/**
 * One change to every copy named, as POST /inventory/bulk asks: every copy is checked first, and all change or none
 * (400 naming each copy refused). Each copy changed is written as its own update writes it (its updated_at moves;
 * a copy already as asked is left as it was), valued again, the collection's sums following in the same transaction.
 * The change is kept for its undo for BULK_UNDO_HOURS.
 */
export function applyBulk(db: Db, request: BulkRequest): Promise<Done<BulkResult>> {
  return inWriteTransaction(db, async (trx) => {
    const madeAt = new Date();
    const now = madeAt.toISOString();
    const unclaimedPhotos = await forgetExpired(trx, now);
    const copies = new Map((await copiesToChange(trx, request.ids)).map((copy) => [copy.id, copy]));
    const refused: { id: number; error: string }[] = request.ids.filter((id) => !copies.has(id)).map((id) => ({ id, error: `Copy #${id} does not exist` }));
    if (request.set?.place_id) await checkPlaceId(trx, request.set.place_id, 'set.place_id');

    const record: UndoRecord = { changed: [], deleted: null };
    const changes: { id: number; columns: Updateable<InventoryItemsTable> }[] = [];
    const unchanged: number[] = [];
    if (!request.delete) {
      // In the order asked: the answer's lists and the undo follow it.
      for (const copy of request.ids.flatMap((id) => copies.get(id) ?? [])) {
        const { columns, before, tagCount } = plannedChange(copy, request);
        if (tagCount > TAG_LIMITS.perCopy) refused.push({ id: copy.id, error: `${copyLabel(copy)} would have ${tagCount} tags: a copy has at most ${TAG_LIMITS.perCopy}` });
        else if (Object.keys(columns).length === 0) unchanged.push(copy.id);
        else {
          changes.push({ id: copy.id, columns });
          record.changed.push({ id: copy.id, name: copy.name, updated_at: now, before });
        }
      }
    }
    if (refused.length > 0) {
      refused.sort((a, b) => request.ids.indexOf(a.id) - request.ids.indexOf(b.id));
      const what = `${plural(refused.length, 'copy cannot', 'copies cannot')} be changed`;
      throw new HttpError(400, `Nothing was changed: ${what}. ${refused.map((r) => r.error).join('; ')}`, { field: 'ids', refused });
    }

    if (request.delete) record.deleted = await deleteManyCopies(trx, request.ids);
    else await changeManyCopies(trx, groupedChanges(changes, now));

    const token = randomBytes(18).toString('base64url');
    const undoUntil = new Date(madeAt.getTime() + BULK_UNDO_HOURS * 3_600_000).toISOString();
    await insertChange(trx, { token, made_at: now, undo_until: undoUntil, changes: JSON.stringify(record) });
    const changed = request.delete ? request.ids : changes.map((c) => c.id);
    return { answer: { changed, unchanged, deleted: request.delete === true, undo_token: token, undo_until: undoUntil }, unclaimedPhotos };
  });
}

/** The copies a record cannot be undone for: changed since, or whose place or figure is gone; each with its name. */
async function undoConflicts(trx: Db, record: UndoRecord): Promise<{ id: number; name: string; why: string }[]> {
  const conflicts: { id: number; name: string; why: string }[] = [];
  const now = new Map((await copiesToChange(trx, record.changed.map((c) => c.id))).map((copy) => [copy.id, copy]));
  const paths = await placePathsById(trx);
  for (const changed of record.changed) {
    const copy = now.get(changed.id);
    if (!copy) conflicts.push({ id: changed.id, name: changed.name, why: 'deleted since' });
    else if (copy.updated_at !== changed.updated_at) conflicts.push({ id: changed.id, name: changed.name, why: 'changed since' });
    else if (changed.before.place_id && !paths.has(changed.before.place_id)) conflicts.push({ id: changed.id, name: changed.name, why: 'its place was deleted since' });
  }
  if (record.deleted) {
    const taken = await existingCopyIds(trx, record.deleted.copies.map((c) => c.id));
    const figures = new Map<number, string | null>();
    for (const copy of record.deleted.copies) {
      if (!figures.has(copy.figure_id)) figures.set(copy.figure_id, await figureName(trx, copy.figure_id));
      const name = figures.get(copy.figure_id) ?? `figure #${copy.figure_id}`;
      if (taken.has(copy.id)) conflicts.push({ id: copy.id, name, why: 'another copy has its id' });
      else if (figures.get(copy.figure_id) === null) conflicts.push({ id: copy.id, name, why: 'its figure was deleted since' });
      else if (copy.place_id !== null && !paths.has(copy.place_id)) conflicts.push({ id: copy.id, name, why: 'its place was deleted since' });
    }
  }
  return conflicts;
}

/** A figure's name; null when there is no such figure any more. */
async function figureName(trx: Db, id: number): Promise<string | null> {
  try {
    return (await getFigure(trx, id)).name;
  } catch (error) {
    if (error instanceof HttpError && error.message === FIGURE_NOT_FOUND) return null;
    throw error;
  }
}

/**
 * Puts back exactly what a change changed (copies deleted come back whole, with their photos and grades; values and
 * sums follow), while its token is kept; refused whole (409, each copy named) when a copy changed since.
 */
export function undoBulk(db: Db, token: string): Promise<Done<BulkUndoResult>> {
  return inWriteTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const unclaimedPhotos = await forgetExpired(trx, now);
    const row = await changeByToken(trx, token);
    if (!row) throw notFound(`No change to undo has this token: a change can be undone for ${BULK_UNDO_HOURS} hours after it was made`);
    if (row.undone_at !== null) throw new HttpError(409, `This change was undone already (${row.undone_at})`);
    const record = readRecord(row.changes);
    const conflicts = await undoConflicts(trx, record);
    if (conflicts.length > 0) {
      const named = conflicts.map((c) => `${copyLabel(c)} ${c.why}`).join('; ');
      throw new HttpError(409, `Nothing was undone: ${plural(conflicts.length, 'copy', 'copies')} cannot go back as ${conflicts.length === 1 ? 'it was' : 'they were'}. ${named}`, {
        changed_since: conflicts.map(({ id, name }) => ({ id, name })),
      });
    }
    await changeManyCopies(trx, groupedChanges(record.changed.map(({ id, before }) => ({ id, columns: before })), now));
    if (record.deleted) await restoreDeletedCopies(trx, record.deleted);
    await markUndone(trx, token, now);
    return { answer: { restored: [...record.changed.map((c) => c.id), ...(record.deleted?.copies.map((c) => c.id) ?? [])] }, unclaimedPhotos };
  });
}
