import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { createScheduler, INTERRUPTED_MESSAGE, type JobContext, type JobDefinition, type Scheduler, type SchedulerOptions } from '../src/jobs/index.ts';
import { onPostgres, openTestDatabase } from './helpers.ts';

const LEASE_MS = 30_000;

/** The schedulers' clock: it moves only when a test moves it. */
function testClock(start = '2026-03-01T09:00:00.000Z') {
  let time = Date.parse(start);
  return {
    now: () => new Date(time),
    iso: (offsetMs = 0) => new Date(time + offsetMs).toISOString(),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function testLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, log: { warn: (m: string) => warnings.push(m), error: (m: string) => errors.push(m) } };
}

/** A promise the test opens when it wants a run to go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function scheduler(options: Partial<SchedulerOptions> & Pick<SchedulerOptions, 'db' | 'jobs'>): Scheduler {
  const created = createScheduler({ leaseMs: LEASE_MS, tickMs: 60_000, stopWaitMs: 200, ...options });
  onTestFinished(() => created.stop());
  return created;
}

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const runRow = (db: Db, id: number) => db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const runsOf = (db: Db, kind: string) => db.selectFrom('job_runs').selectAll().where('kind', '=', kind).orderBy('id').execute();

/** A run left behind by another process, as it would find it in the database. */
async function insertRun(db: Db, run: { kind: string; owner: string; startedAt: string; leaseUntil: string }) {
  const row = await db
    .insertInto('job_runs')
    .values({ kind: run.kind, status: 'running', owner: run.owner, current: 4, total: 10, started_at: run.startedAt, lease_until: run.leaseUntil })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A job that waits until the run is aborted, then stops the way well-behaved work does: by throwing the reason. */
const untilAborted = (ctx: JobContext) =>
  new Promise<void>((_, reject) => {
    ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error));
  });

describe('jobs', () => {
  it('records a run with its progress and lease, and marks it succeeded with its progress complete', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log, errors } = testLog();
    const step = gate();
    const jobs: JobDefinition[] = [
      {
        kind: 'collect',
        run: async (ctx) => {
          await ctx.progress(1, 3, 'Leonardo (1988)');
          await step.opened;
          await ctx.progress(2);
        },
      },
    ];
    const s = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log });
    await s.start();

    const outcome = await s.runNow('collect');
    if (!outcome.started) throw new Error('expected a new run');
    await waitFor(async () => (await runRow(db, outcome.run.id)).current === 1, 'the first progress');
    expect(await runRow(db, outcome.run.id)).toEqual({
      id: outcome.run.id,
      kind: 'collect',
      status: 'running',
      message: 'Leonardo (1988)',
      current: 1,
      total: 3,
      owner: 'instance-a',
      started_at: clock.iso(),
      lease_until: clock.iso(LEASE_MS),
      finished_at: null,
    });
    expect(await s.latestRun('collect')).toMatchObject({ id: outcome.run.id, status: 'running' });

    clock.advance(5_000);
    step.open();
    const finished = await outcome.finished;
    expect(finished).toMatchObject({ status: 'succeeded', current: 3, total: 3, message: 'Leonardo (1988)', finished_at: clock.iso() });
    expect(await runRow(db, outcome.run.id)).toEqual(finished);
    expect(errors).toEqual([]);
  });

  it("marks a run that throws failed with the error's message, not its stack, and frees the kind", async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log, warnings } = testLog();
    let calls = 0;
    const jobs: JobDefinition[] = [
      {
        kind: 'collect',
        run: async (ctx) => {
          calls++;
          await ctx.progress(2, 5);
          throw new Error('eBay answered 500 Internal Server Error');
        },
      },
    ];
    const s = scheduler({ db, jobs, now: clock.now, log });
    const outcome = await s.runNow('collect');
    if (!outcome.started) throw new Error('expected a new run');
    const finished = await outcome.finished;

    expect(await runRow(db, outcome.run.id)).toMatchObject({
      status: 'failed',
      message: 'eBay answered 500 Internal Server Error',
      current: 2,
      total: 5,
      finished_at: clock.iso(),
    });
    expect(finished.status).toBe('failed');
    expect(warnings).toEqual([`Job collect run ${outcome.run.id} failed: eBay answered 500 Internal Server Error`]);

    const again = await s.runNow('collect');
    expect(again.started).toBe(true);
    if (again.started) await again.finished;
    expect(calls).toBe(2);
  });

  it('starts exactly one run when two instances ask for the same kind at the same time', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log, errors } = testLog();
    const release = gate();
    const startedBy: string[] = [];
    const jobFor = (owner: string): JobDefinition[] => [
      {
        kind: 'collect',
        run: async () => {
          startedBy.push(owner);
          await release.opened;
        },
      },
    ];
    const a = scheduler({ db, jobs: jobFor('a'), owner: 'instance-a', now: clock.now, log });
    const b = scheduler({ db, jobs: jobFor('b'), owner: 'instance-b', now: clock.now, log });
    await Promise.all([a.start(), b.start()]);

    const outcomes = await Promise.all([a.runNow('collect'), b.runNow('collect'), a.runNow('collect'), b.runNow('collect')]);
    const started = outcomes.filter((o) => o.started);
    expect(started).toHaveLength(1);
    // The others answer the run that holds the kind, whichever instance owns it.
    expect(outcomes.map((o) => o.run.id)).toEqual(outcomes.map(() => started[0].run.id));
    expect(startedBy).toHaveLength(1);
    expect(await runsOf(db, 'collect')).toHaveLength(1);

    release.open();
    if (started[0].started) expect((await started[0].finished).status).toBe('succeeded');
    // Once it ended, the kind is free again for either instance.
    const next = await b.runNow('collect');
    expect(next.started).toBe(true);
    if (next.started) await next.finished;
    expect((await runsOf(db, 'collect')).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(errors).toEqual([]);
  });

  it('runs a periodic job when due (never ran, or everyMs after its last start) and not before, on any instance', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log, errors } = testLog();
    const every = 24 * 60 * 60 * 1000;
    let runs = 0;
    const jobs: JobDefinition[] = [
      {
        kind: 'snapshot',
        everyMs: every,
        run: () => {
          runs++;
          return Promise.resolve();
        },
      },
      { kind: 'collect', run: async () => {} },
    ];
    const a = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log });
    const b = scheduler({ db, jobs, owner: 'instance-b', now: clock.now, log });
    const settled = async () => (await a.latestRun('snapshot'))?.status === 'succeeded';

    await a.start();
    await waitFor(settled, 'the first snapshot');
    expect(runs).toBe(1);
    const first = await a.latestRun('snapshot');
    expect(first?.started_at).toBe(clock.iso());

    clock.advance(every - 1);
    await a.tick();
    await b.tick();
    expect(runs).toBe(1);

    clock.advance(1);
    await b.tick();
    await a.tick();
    await waitFor(async () => (await runsOf(db, 'snapshot')).every((r) => r.status === 'succeeded'), 'the second snapshot');
    const all = await runsOf(db, 'snapshot');
    expect(all.map((r) => [r.started_at, r.owner])).toEqual([
      [first?.started_at, 'instance-a'],
      [clock.iso(), 'instance-b'],
    ]);
    expect(runs).toBe(2);
    // A job without everyMs only runs on demand.
    expect(await runsOf(db, 'collect')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('marks runs cut off by a restart interrupted at start, and leaves a live run of another instance alone on PostgreSQL', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log } = testLog();
    const dead = await insertRun(db, { kind: 'collect', owner: 'gone', startedAt: clock.iso(-3_600_000), leaseUntil: clock.iso(-1) });
    const live = await insertRun(db, { kind: 'backup', owner: 'instance-b', startedAt: clock.iso(-1_000), leaseUntil: clock.iso(LEASE_MS - 1_000) });
    const jobs: JobDefinition[] = [
      { kind: 'collect', run: async () => {} },
      { kind: 'backup', run: async () => {} },
    ];
    const s = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log });
    await s.start();

    const interrupted = { status: 'interrupted', message: INTERRUPTED_MESSAGE, finished_at: clock.iso(), current: 4, total: 10 };
    expect(await runRow(db, dead)).toMatchObject(interrupted);
    if (onPostgres) {
      // Another instance may be working on it: its lease is still valid.
      expect(await runRow(db, live)).toMatchObject({ status: 'running', finished_at: null });
      expect(await s.runNow('backup')).toMatchObject({ started: false, run: { id: live, owner: 'instance-b' } });
    } else {
      // One process owns a SQLite file, so any running run is from one that stopped.
      expect(await runRow(db, live)).toMatchObject(interrupted);
    }
    const collect = await s.runNow('collect');
    expect(collect.started).toBe(true);
    if (collect.started) expect((await collect.finished).status).toBe('succeeded');
  });

  it('notices, on each pass and on demand, a run whose owner stopped renewing its lease', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log } = testLog();
    const jobs: JobDefinition[] = [{ kind: 'collect', run: async () => {} }];
    const s = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log });
    await s.start();
    // Started by another instance after this one started, which then died.
    const orphan = await insertRun(db, { kind: 'collect', owner: 'instance-b', startedAt: clock.iso(), leaseUntil: clock.iso(LEASE_MS) });

    clock.advance(LEASE_MS - 1);
    await s.tick();
    expect(await s.runNow('collect')).toMatchObject({ started: false, run: { id: orphan } });

    clock.advance(2);
    await s.tick();
    expect(await runRow(db, orphan)).toMatchObject({ status: 'interrupted', message: INTERRUPTED_MESSAGE, finished_at: clock.iso() });

    // The same without waiting for a pass: asking for a run sweeps the holder whose lease passed.
    const orphan2 = await insertRun(db, { kind: 'collect', owner: 'instance-b', startedAt: clock.iso(), leaseUntil: clock.iso(LEASE_MS) });
    clock.advance(LEASE_MS + 1);
    const outcome = await s.runNow('collect');
    expect(outcome.started).toBe(true);
    if (outcome.started) await outcome.finished;
    expect(await runRow(db, orphan2)).toMatchObject({ status: 'interrupted' });
  });

  it('stop() aborts running runs, waits for them, and marks interrupted the ones that do not end in time', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log, errors } = testLog();
    const stubborn = gate();
    let stubbornSignal: AbortSignal | undefined;
    const jobs: JobDefinition[] = [
      { kind: 'collect', run: untilAborted },
      {
        kind: 'backup',
        run: async (ctx) => {
          stubbornSignal = ctx.signal;
          await stubborn.opened;
        },
      },
    ];
    const s = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log, stopWaitMs: 50 });
    await s.start();
    const collect = await s.runNow('collect');
    const backup = await s.runNow('backup');
    if (!collect.started || !backup.started) throw new Error('expected new runs');

    clock.advance(1_000);
    const stopping = Date.now();
    await s.stop();
    expect(Date.now() - stopping).toBeLessThan(1_000);
    const interrupted = { status: 'interrupted', message: INTERRUPTED_MESSAGE, finished_at: clock.iso() };
    expect(await collect.finished).toMatchObject(interrupted);
    expect(await runRow(db, collect.run.id)).toMatchObject(interrupted);
    expect(stubbornSignal?.aborted).toBe(true);
    expect(await runRow(db, backup.run.id)).toMatchObject(interrupted);
    await expect(s.runNow('collect')).rejects.toThrow('The job scheduler has stopped');

    // The stubborn run ends later: its record stays as stop() left it.
    stubborn.open();
    expect(await backup.finished).toMatchObject(interrupted);
    expect(errors).toEqual([]);
  });

  it("renews a working run's lease on its own and on progress, so other instances leave it alone", async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log } = testLog();
    const leaseMs = 60;
    const step = gate();
    const jobs: JobDefinition[] = [
      {
        kind: 'collect',
        run: async (ctx) => {
          await step.opened;
          await ctx.progress(5, 10);
          await untilAborted(ctx);
        },
      },
    ];
    const a = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log, leaseMs });
    const b = scheduler({ db, jobs, owner: 'instance-b', now: clock.now, log, leaseMs });
    const outcome = await a.runNow('collect');
    if (!outcome.started) throw new Error('expected a new run');
    expect(outcome.run.lease_until).toBe(clock.iso(leaseMs));

    // Ten minutes on, the owner has renewed the lease (every leaseMs / 3) without reporting any progress.
    clock.advance(600_000);
    await waitFor(async () => (await runRow(db, outcome.run.id)).lease_until === clock.iso(leaseMs), 'a renewed lease');
    await b.tick();
    expect(await runRow(db, outcome.run.id)).toMatchObject({ status: 'running', owner: 'instance-a' });

    clock.advance(1_000);
    step.open();
    await waitFor(async () => (await runRow(db, outcome.run.id)).current === 5, 'the progress');
    expect((await runRow(db, outcome.run.id)).lease_until >= clock.iso(leaseMs)).toBe(true);
    await a.stop();
    expect((await outcome.finished).status).toBe('interrupted');
  });

  it('aborts a run on its owner once another instance found its lease passed and took the kind over', async () => {
    const db = await openTestDatabase();
    const clock = testClock();
    const { log } = testLog();
    const step = gate();
    let aborted: unknown;
    const jobs: JobDefinition[] = [
      {
        kind: 'collect',
        run: async (ctx) => {
          await step.opened;
          try {
            await ctx.progress(1, 2);
          } catch (error) {
            aborted = error;
            throw error;
          }
        },
      },
    ];
    // A lease far longer than the test, so the owner does not renew it before the other instance looks.
    const a = scheduler({ db, jobs, owner: 'instance-a', now: clock.now, log });
    const b = scheduler({ db, jobs, owner: 'instance-b', now: clock.now, log });
    const first = await a.runNow('collect');
    if (!first.started) throw new Error('expected a new run');

    clock.advance(LEASE_MS + 1);
    const second = await b.runNow('collect');
    expect(second).toMatchObject({ started: true, run: { owner: 'instance-b' } });

    step.open();
    const ended = await first.finished;
    expect((aborted as Error).message).toMatch(/lease had passed/);
    expect(ended).toMatchObject({ status: 'interrupted', message: INTERRUPTED_MESSAGE, current: 0 });
    if (second.started) expect(await second.finished).toMatchObject({ status: 'succeeded', owner: 'instance-b', current: 2 });
  });
});
