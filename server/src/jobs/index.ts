// The jobs module, as other features see it: one scheduler for background work, runs recorded in job_runs.
export {
  createScheduler,
  INTERRUPTED_MESSAGE,
  interruptRestoredRuns,
  type JobContext,
  type JobDefinition,
  type Scheduler,
  type SchedulerOptions,
} from './scheduler.ts';
export type { JobRun } from './queries.ts';
