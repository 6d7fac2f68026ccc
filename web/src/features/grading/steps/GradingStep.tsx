import type { ReactNode } from 'react';
import { CheckCircle2, Circle, Loader2, Minimize2 } from 'lucide-react';
import { GRADING, GRADING_PROGRESS, plural } from '@tmnt/domain';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import { phaseStates, progressMessage, progressPercent, type PhaseState } from '../progress.ts';
import { formatKb, totalCompressedBytes, type WizardPhoto } from '../upload/photos.ts';
import type { GradingRun } from '../wizard-state.ts';

const PHASE_ICONS: Record<PhaseState, ReactNode> = {
  done: <CheckCircle2 className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-500" aria-hidden="true" />,
  current: <Loader2 className="h-4 w-4 shrink-0 animate-spin text-brand-600 dark:text-brand-500" aria-hidden="true" />,
  pending: <Circle className="h-4 w-4 shrink-0 text-gray-400 dark:text-gray-500" aria-hidden="true" />,
};

const PHASE_WORDS: Record<PhaseState, string> = { done: 'done', current: 'in progress', pending: 'pending' };

/** An AI grading under way: the simulated progress through its ten phases, held at 95% until the answer. */
export function AiGradingProgress({ run, photos, onMinimise }: { run: Exclude<GradingRun, { status: 'failed' }>; photos: WizardPhoto[]; onMinimise: () => void }) {
  const percent = progressPercent(run);
  const states = phaseStates(run);
  const sent = photos.filter((p) => p.uploadStatus === 'complete');
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-2 text-center">
        <div className="relative flex h-20 w-20 items-center justify-center">
          <Spinner className="absolute inset-0 h-20 w-20 border-4 text-brand-600 dark:text-brand-500" />
          <span className="text-lg font-bold tabular-nums">{percent}%</span>
        </div>
        <h3 className="text-lg font-semibold">Grading your figure</h3>
        <p role="status" className="text-sm text-gray-700 dark:text-gray-200">
          {progressMessage(run)}
        </p>
      </div>
      <ProgressBar percent={percent} />
      <ol aria-label="Processing steps" className="grid gap-1.5 text-sm sm:grid-flow-col sm:grid-rows-5">
        {GRADING_PROGRESS.phases.map((phase, index) => (
          <li key={phase} data-state={states[index]} className={`flex items-center gap-2 ${states[index] === 'pending' ? 'text-gray-600 dark:text-gray-400' : ''} ${states[index] === 'current' ? 'font-semibold' : ''}`}>
            {PHASE_ICONS[states[index]]}
            {phase}
            <span className="sr-only"> ({PHASE_WORDS[states[index]]})</span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 pt-3 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-300">
        <p>
          This may take {GRADING.estimatedDuration}. {plural(sent.length, 'photo')}, {formatKb(totalCompressedBytes(sent))} in total.
        </p>
        <Button variant="secondary" size="sm" onClick={onMinimise} disabled={run.status === 'succeeded'}>
          <Minimize2 className="h-4 w-4" aria-hidden="true" /> Minimise
        </Button>
      </div>
    </div>
  );
}

/** A questionnaire is scored in a moment: a spinner while the server stores it. */
export function ManualGradingProgress() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <Spinner className="h-10 w-10 border-4 text-brand-600 dark:text-brand-500" />
      <p className="font-medium">Scoring your answers...</p>
    </div>
  );
}
