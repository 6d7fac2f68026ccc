// The jobs module, as other features see it: one scheduler for background work, runs recorded in job_runs.
export { JOB_STATUSES, type JobRun, type JobStatus } from './queries.ts';
export {
  createScheduler,
  INTERRUPTED_MESSAGE,
  type JobContext,
  type JobDefinition,
  type JobsLog,
  type RunOutcome,
  type Scheduler,
  type SchedulerOptions,
} from './scheduler.ts';
