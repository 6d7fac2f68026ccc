import type { GradeHistoryEntry, GradeMethod, PackagingStatus } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import { readStoredJson } from '../db/stored-json.ts';
import { copyName } from '../inventory/index.ts';

/** Every grade of a copy, newest first (the order they were recorded in). */
export async function gradeHistory(db: Db, itemId: number): Promise<GradeHistoryEntry[]> {
  const rows = await db
    .selectFrom('grade_history')
    .select(['id', 'method', 'packaging_status', 'overall', 'letter_grade', 'graded_at', 'grading_photos', 'cost'])
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    method: row.method as GradeMethod,
    packaging_status: row.packaging_status as PackagingStatus,
    grading_photos: readStoredJson(row.grading_photos, storedJson.gradingPhotos, copyName({ id: itemId }), 'grade_history.grading_photos'),
    cost: row.cost === null ? null : readStoredJson(row.cost, storedJson.gradeCost, copyName({ id: itemId }), 'grade_history.cost'),
  }));
}
