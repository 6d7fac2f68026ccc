import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobRunsTable } from '../db/schema.ts';

export type JobStatus = 'running' | 'succeeded' | 'failed' | 'blocked' | 'interrupted';

/** One recorded run of a job. */
export type JobRun = Omit<Selectable<JobRunsTable>, 'status'> & { status: JobStatus };

const asRun = (row: Selectable<JobRunsTable>): JobRun => ({ ...row, status: row.status as JobStatus });

/** The unique index on running runs refused a row: SQLite (better-sqlite3) and PostgreSQL (pg) name it differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Inserts a running run of `kind`, or answers undefined when one is already running (job_runs_one_running, a
 * unique index over running rows, refuses a second one on both databases and across instances).
 */
export async function insertRunningRun(
  db: Db,
  run: { kind: string; owner: string; startedAt: string; leaseUntil: string },
): Promise<JobRun | undefined> {
  try {
    const row = await db
      .insertInto('job_runs')
      .values({ kind: run.kind, status: 'running', owner: run.owner, started_at: run.startedAt, lease_until: run.leaseUntil })
      .returningAll()
      .executeTakeFirstOrThrow();
    return asRun(row);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Withdraws a claim that turned out not to be due (nothing has run under it yet). */
export async function deleteRun(db: Db, id: number): Promise<void> {
  await db.deleteFrom('job_runs').where('id', '=', id).where('status', '=', 'running').execute();
}

export async function getRun(db: Db, id: number): Promise<JobRun | undefined> {
  const row = await db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && asRun(row);
}

export async function runningRun(db: Db, kind: string): Promise<JobRun | undefined> {
  const row = await db.selectFrom('job_runs').selectAll().where('kind', '=', kind).where('status', '=', 'running').executeTakeFirst();
  return row && asRun(row);
}

/** The most recently started run of `kind`, optionally other than run `exceptId`. */
export async function latestRun(db: Db, kind: string, exceptId?: number): Promise<JobRun | undefined> {
  let query = db.selectFrom('job_runs').selectAll().where('kind', '=', kind);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const row = await query.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && asRun(row);
}

/**
 * Extends the lease of a run its owner still holds, and records progress when given. False when the run is no
 * longer this owner's running run (another instance found its lease passed and marked it interrupted).
 */
export async function renewRun(
  db: Db,
  id: number,
  owner: string,
  changes: { leaseUntil: string; current?: number; total?: number; message?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_runs')
    .set({
      lease_until: changes.leaseUntil,
      ...(changes.current !== undefined && { current: changes.current }),
      ...(changes.total !== undefined && { total: changes.total }),
      ...(changes.message !== undefined && { message: changes.message }),
    })
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends a run this owner still holds; a succeeded run's progress is shown complete when its total is known. */
export async function finishRun(
  db: Db,
  id: number,
  owner: string,
  end: { status: Exclude<JobStatus, 'running'>; message: string | null; finishedAt: string },
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set((eb) => ({
      status: end.status,
      finished_at: end.finishedAt,
      ...(end.message !== null && { message: end.message }),
      ...(end.status === 'succeeded' && { current: eb.fn.coalesce('total', 'current') }),
    }))
    .where('id', '=', id)
    .where('owner', '=', owner)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Marks running runs interrupted: those whose lease passed before `now`, or, with `allBut`, every one not owned
 * by that owner, or, with `onlyOwner`, this owner's. Answers how many.
 */
export async function interruptRuns(
  db: Db,
  select: { leasePassedAt: string } | { allBut: string } | { onlyOwner: string },
  end: { message: string; finishedAt: string },
): Promise<number> {
  let query = db
    .updateTable('job_runs')
    .set({ status: 'interrupted', message: end.message, finished_at: end.finishedAt })
    .where('status', '=', 'running');
  if ('leasePassedAt' in select) query = query.where('lease_until', '<', select.leasePassedAt);
  else if ('allBut' in select) query = query.where('owner', '<>', select.allBut);
  else query = query.where('owner', '=', select.onlyOwner);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
