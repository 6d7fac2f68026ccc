import { useEffect, type Dispatch } from 'react';
import { GRADING_PROGRESS } from '@tmnt/domain';
import { phaseDuration } from './progress.ts';
import type { WizardAction, WizardState } from './wizard-state.ts';

/** How long a finished AI grading shows 100% before the result replaces it. */
const RESULT_HOLD_MS = 800;

/** The AI grading's clocks: each phase advances after 1000-2500 ms (the last waits for the answer), then the result. */
export function useGradingTimers(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const { run, step, method } = state;
  const grading = step === 'grading' && method === 'ai';
  const phase = grading && run?.status === 'running' ? run.phase : null;
  const succeeded = grading && run?.status === 'succeeded';

  useEffect(() => {
    if (phase === null || phase >= GRADING_PROGRESS.phases.length - 1) return;
    const timer = setTimeout(() => dispatch({ type: 'phaseAdvanced' }), phaseDuration());
    return () => clearTimeout(timer);
  }, [phase, dispatch]);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => dispatch({ type: 'showResult' }), RESULT_HOLD_MS);
    return () => clearTimeout(timer);
  }, [succeeded, dispatch]);
}
