import { GRADING_PROGRESS } from '@tmnt/domain';
import type { GradingRun } from './wizard-state.ts';

const { phases, phaseMinMs, phaseMaxMs, cap } = GRADING_PROGRESS;

/** How long a phase lasts before the next one: 1000-2500 ms, from `random` in [0, 1). */
export function phaseDuration(random: number = Math.random()): number {
  return Math.round(phaseMinMs + random * (phaseMaxMs - phaseMinMs));
}

/** The percent shown: the phases climb evenly to the cap (95), reached at the last phase; 100 once graded. */
export function progressPercent(run: GradingRun): number {
  if (run.status === 'succeeded') return 100;
  return Math.round((Math.min(run.phase, phases.length - 1) * cap) / (phases.length - 1));
}

export type PhaseState = 'done' | 'current' | 'pending';

/** Each phase is done, current or pending; all are done once graded, and a failed run stops where it was. */
export function phaseStates(run: GradingRun): PhaseState[] {
  return phases.map((_, index) => {
    if (run.status === 'succeeded' || index < run.phase) return 'done';
    return index === run.phase ? 'current' : 'pending';
  });
}

/** The line under the progress bar (and in the floating panel). */
export function progressMessage(run: GradingRun): string {
  if (run.status === 'succeeded') return 'Grading complete';
  if (run.status === 'failed') return 'Grading Failed';
  return `${phases[Math.min(run.phase, phases.length - 1)]}...`;
}
