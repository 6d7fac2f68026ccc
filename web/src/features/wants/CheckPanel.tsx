import { RefreshCw } from 'lucide-react';
import type { WantsCheck } from '@tmnt/domain';
import { useStartWantsCheck, useWantsCheck } from '../../api/wants.ts';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { checkTotalsText, lastCheckText } from './wants-text.ts';

function Progress({ run }: { run: WantsCheck }) {
  const total = run.total;
  return (
    <div className="space-y-1">
      <p className="flex items-center gap-2 font-semibold">
        <Spinner className="h-4 w-4" />
        Checking eBay for deals...
      </p>
      {run.message && <p className="text-sm">{run.message}</p>}
      {total !== null && total > 0 && (
        <>
          <div
            role="progressbar"
            aria-label="Check progress"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={run.current}
            aria-valuetext={`${run.current} of ${total} wants`}
            className="h-2 rounded-full bg-blue-100 dark:bg-blue-900"
          >
            <div className="h-2 rounded-full bg-blue-600 transition-[width] dark:bg-blue-400" style={{ width: `${Math.min(100, Math.round((run.current / total) * 100))}%` }} />
          </div>
          <p className="text-xs tabular-nums">
            {run.current} of {total} wants
          </p>
        </>
      )}
    </div>
  );
}

/** What the last check did: its outcome, when, and what it found and sent. */
function LastRun({ run, now }: { run: WantsCheck; now: Date }) {
  if (run.status === 'never') return <p className="text-sm">No check has run yet. Checks run by themselves every few hours; Check now runs one at once.</p>;
  const failed = run.status !== 'succeeded';
  return (
    <div className="space-y-0.5 text-sm">
      <p className={failed ? 'font-medium text-amber-900 dark:text-amber-200' : ''}>{lastCheckText(run, now)}</p>
      <p className="tabular-nums text-gray-700 dark:text-gray-300">{checkTotalsText(run)}</p>
    </div>
  );
}

/** "Check now" and the state of the background check (polled while it runs). */
export function CheckPanel({ now }: { now: Date }) {
  const check = useWantsCheck();
  const start = useStartWantsCheck();
  const run = check.data;
  const running = run?.status === 'running';
  return (
    <section aria-label="Deal check" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div role="status" className="min-w-0 flex-1" data-testid="check-status">
          {check.isPending && <p className="text-sm text-gray-600 dark:text-gray-300">Loading the last check...</p>}
          {check.isError && <p className="text-sm text-gray-600 dark:text-gray-300">Could not read the last check: {check.error.message}</p>}
          {run && (running ? <Progress run={run} /> : <LastRun run={run} now={now} />)}
          {running && <p className="mt-1 text-xs tabular-nums text-gray-700 dark:text-gray-300">So far: {checkTotalsText(run)}</p>}
        </div>
        <Button className="shrink-0" onClick={() => start.mutate()} disabled={running || start.isPending}>
          <RefreshCw className={`h-4 w-4 ${running || start.isPending ? 'animate-spin' : ''}`} aria-hidden="true" />
          {running ? 'Checking...' : 'Check now'}
        </Button>
      </div>
      {start.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Could not start a check: {start.error.message}
        </p>
      )}
    </section>
  );
}
