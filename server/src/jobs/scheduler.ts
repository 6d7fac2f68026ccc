import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { isPostgres, type Db } from '../db/database.ts';
import {
  deleteRun,
  finishRun,
  getRun,
  insertRunningRun,
  interruptRuns,
  latestRun,
  renewRun,
  runningRun,
  type JobRun,
  type JobStatus,
} from './queries.ts';

/** Why a run that was cut off (its server stopped, or stopped answering) did not finish. */
export const INTERRUPTED_MESSAGE = 'The server stopped during this run';

/**
 * A restored collection's runs that were going when its backup was made: none of them is running here, so none may
 * hold its kind (a lease in the file could reach years ahead).
 */
export async function interruptRestoredRuns(db: Db): Promise<void> {
  await interruptRuns(db, { leasePassedAt: '9999-12-31T23:59:59.999Z' }, { message: 'The collection was restored from a backup made during this run', finishedAt: new Date().toISOString() });
}

export interface JobContext {
  readonly runId: number;
  /** What runNow was given for this run (undefined for periodic runs). */
  readonly input: unknown;
  /** Aborted when the scheduler stops, or when another instance took the run over after its lease passed. */
  readonly signal: AbortSignal;
  /**
   * Records how far the run is (total and message stay as they were when omitted) and renews its lease.
   * Throws the abort reason once the run is aborted, so a job that reports progress stops there.
   */
  progress(current: number, total?: number, message?: string): Promise<void>;
}

/**
 * How a run ended when it did not throw: succeeded (with an optional closing message), or stopped early because
 * an outside service refused to go on (`blocked`, saying why).
 */
type JobEnd = { status?: 'succeeded' | 'blocked'; message?: string } | void;

export interface JobDefinition {
  kind: string;
  /** Run again once the last run of this kind started this long ago (or never ran); omitted: only on demand. */
  everyMs?: number;
  run(context: JobContext): Promise<JobEnd>;
}

interface JobsLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface SchedulerOptions {
  db: Db;
  jobs: JobDefinition[];
  /** This instance's id, recorded on its runs. */
  owner?: string;
  now?: () => Date;
  /** How long a run stays claimed without renewal; its owner renews it every third of this. */
  leaseMs?: number;
  /** How often periodic jobs are checked and passed leases swept. */
  tickMs?: number;
  /** How long stop() waits for aborted runs to end before marking them interrupted. */
  stopWaitMs?: number;
  log?: JobsLog;
}

/** What runNow did: started a run (finished settles with its final record and never rejects), or found one running. */
type RunOutcome = { started: true; run: JobRun; finished: Promise<JobRun> } | { started: false; run: JobRun };

export interface Scheduler {
  readonly owner: string;
  /** Marks runs cut off by a restart interrupted, runs the periodic jobs that are due, and keeps checking every tickMs. */
  start(): Promise<void>;
  /** Aborts this instance's runs, waits for them (at most stopWaitMs) and marks any still running interrupted. */
  stop(): Promise<void>;
  /** Starts a run of `kind` (given `input`) unless one is already running on any instance. */
  runNow(kind: string, input?: unknown): Promise<RunOutcome>;
  /** One scheduling pass now (start() makes one every tickMs; passes never overlap). */
  tick(): Promise<void>;
  latestRun(kind: string): Promise<JobRun | undefined>;
}

const STOPPING = 'The server is stopping';
const LEASE_LOST = 'Another instance found this run cut off (its lease had passed)';

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error)) || 'The run failed';

interface ActiveRun {
  controller: AbortController;
  finished: Promise<JobRun>;
}

/**
 * The one scheduler for background work. Every run is a job_runs row; a running row is a lease that its owner
 * renews, and the unique index over running rows keeps one run per kind across instances sharing the database
 * (see docs/decisions/005-jobs-lease.md).
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, now = () => new Date(), leaseMs = 30_000, tickMs = 5_000, stopWaitMs = 10_000, log = console } = options;
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, JobDefinition>();
  for (const job of options.jobs) {
    if (jobs.has(job.kind)) throw new Error(`Two jobs share the kind "${job.kind}"`);
    jobs.set(job.kind, job);
  }
  const active = new Map<string, ActiveRun>();
  const claims = new Set<Promise<unknown>>();
  let state: 'new' | 'started' | 'stopped' = 'new';
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  const isoIn = (ms: number) => new Date(now().getTime() + ms).toISOString();
  const interrupted = () => ({ message: INTERRUPTED_MESSAGE, finishedAt: isoIn(0) });

  async function sweepPassedLeases(): Promise<void> {
    const count = await interruptRuns(db, { leasePassedAt: isoIn(0) }, interrupted());
    if (count > 0) log.warn(`Marked ${count} job run(s) interrupted: their lease passed without renewal`);
  }

  /** Claims a run of `kind`, or answers the run that holds it; a holder whose lease passed is swept first. */
  async function claim(kind: string): Promise<{ claimed: boolean; run: JobRun }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = await insertRunningRun(db, { kind, owner, startedAt: isoIn(0), leaseUntil: isoIn(leaseMs) });
      if (run) return { claimed: true, run };
      await sweepPassedLeases();
      const holder = await runningRun(db, kind);
      if (holder) return { claimed: false, run: holder };
      // The holder ended between the insert and the read: try again.
    }
    throw new Error(`Could not start a run of "${kind}": runs of it keep starting and ending elsewhere`);
  }

  async function execute(job: JobDefinition, run: JobRun, controller: AbortController, input: unknown): Promise<JobRun> {
    const { signal } = controller;
    const renew = async (progress: { current?: number; total?: number; message?: string } = {}) => {
      const held = await renewRun(db, run.id, owner, { leaseUntil: isoIn(leaseMs), ...progress });
      if (!held) controller.abort(new Error(LEASE_LOST));
    };
    let renewing = false;
    const renewQuietly = async () => {
      if (renewing) return;
      renewing = true;
      try {
        await renew();
      } catch (error) {
        log.warn(`Job ${job.kind} run ${run.id}: could not renew its lease: ${errorMessage(error)}`);
      } finally {
        renewing = false;
      }
    };
    const renewal = setInterval(() => void renewQuietly(), leaseMs / 3);
    renewal.unref();

    let status: Exclude<JobStatus, 'running'>;
    let message: string | null = null;
    try {
      const end = await job.run({
        runId: run.id,
        input,
        signal,
        progress: async (current, total, progressMessage) => {
          signal.throwIfAborted();
          await renew({ current, total, message: progressMessage });
          signal.throwIfAborted();
        },
      });
      status = end?.status ?? 'succeeded';
      message = end?.message ?? null;
    } catch (error) {
      if (signal.aborted) {
        status = 'interrupted';
        message = INTERRUPTED_MESSAGE;
      } else {
        status = 'failed';
        message = errorMessage(error);
        log.warn(`Job ${job.kind} run ${run.id} failed: ${message}`);
      }
    } finally {
      clearInterval(renewal);
    }

    const finishedAt = isoIn(0);
    try {
      await finishRun(db, run.id, owner, { status, message, finishedAt });
      const stored = await getRun(db, run.id);
      if (stored) return stored;
    } catch (error) {
      log.error(`Job ${job.kind} run ${run.id}: could not record its end (${status}): ${errorMessage(error)}`);
    }
    return { ...run, status, message: message ?? run.message, finished_at: finishedAt };
  }

  /** Runs a claimed run in the background; the answer settles with its final record and never rejects. */
  function launch(job: JobDefinition, run: JobRun, input?: unknown): Promise<JobRun> {
    const controller = new AbortController();
    // Only its own entry: after a lost lease, a newer run of the kind may have started here before this one ended.
    const finished: Promise<JobRun> = execute(job, run, controller, input).finally(() => {
      if (active.get(job.kind)?.finished === finished) active.delete(job.kind);
    });
    active.set(job.kind, { controller, finished });
    return finished;
  }

  async function startIfDue(job: JobDefinition, everyMs: number): Promise<void> {
    const isDue = (previous: JobRun | undefined) => !previous || Date.parse(previous.started_at) + everyMs <= now().getTime();
    const last = await latestRun(db, job.kind);
    if (last?.status === 'running' || !isDue(last)) return;
    const { claimed, run } = await claim(job.kind);
    if (!claimed) return;
    // Another instance may have run it between our read and our claim: the run before ours decides.
    if (!isDue(await latestRun(db, job.kind, run.id))) {
      await deleteRun(db, run.id);
      return;
    }
    void launch(job, run);
  }

  async function pass(): Promise<void> {
    try {
      await sweepPassedLeases();
    } catch (error) {
      log.error(`Jobs: could not sweep runs whose lease passed: ${errorMessage(error)}`);
    }
    for (const job of jobs.values()) {
      if (state === 'stopped') return;
      if (job.everyMs === undefined || active.has(job.kind)) continue;
      try {
        await startIfDue(job, job.everyMs);
      } catch (error) {
        log.error(`Job ${job.kind}: could not start a scheduled run: ${errorMessage(error)}`);
      }
    }
  }

  function tick(): Promise<void> {
    ticking ??= pass().finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  function scheduleTick(): void {
    if (state !== 'started') return;
    timer = setTimeout(() => void tick().finally(scheduleTick), tickMs);
    timer.unref();
  }

  async function settleWithin(promises: Promise<unknown>[], ms: number): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled(promises), new Promise((resolve) => (timeout = setTimeout(resolve, ms)))]);
    clearTimeout(timeout);
  }

  return {
    owner,

    async start() {
      if (state !== 'new') throw new Error('The job scheduler was already started');
      state = 'started';
      // SQLite: one process owns the file, so any running run is from a previous process. PostgreSQL: other
      // instances may be working, so only runs whose lease passed were cut off.
      const count = isPostgres(db)
        ? await interruptRuns(db, { leasePassedAt: isoIn(0) }, interrupted())
        : await interruptRuns(db, { allBut: owner }, interrupted());
      if (count > 0) log.warn(`Marked ${count} job run(s) interrupted: the server stopped during them`);
      await tick();
      scheduleTick();
    },

    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      clearTimeout(timer);
      await Promise.allSettled([ticking, ...claims]);
      const runs = [...active.values()];
      for (const run of runs) run.controller.abort(new Error(STOPPING));
      await settleWithin(
        runs.map((run) => run.finished),
        stopWaitMs,
      );
      try {
        await interruptRuns(db, { onlyOwner: owner }, interrupted());
      } catch (error) {
        log.error(`Jobs: could not mark this instance's runs interrupted: ${errorMessage(error)}`);
      }
    },

    async runNow(kind, input) {
      if (state === 'stopped') throw new Error('The job scheduler has stopped');
      const job = jobs.get(kind);
      if (!job) throw new Error(`No job of kind "${kind}"`);
      // Tracked until the run is launched, so stop() sees it either as a claim to wait for or as a run to abort.
      const starting = claim(kind).then(({ claimed, run }): RunOutcome =>
        claimed ? { started: true, run, finished: launch(job, run, input) } : { started: false, run },
      );
      claims.add(starting);
      try {
        return await starting;
      } finally {
        claims.delete(starting);
      }
    },

    tick,

    latestRun: (kind) => latestRun(db, kind),
  };
}
