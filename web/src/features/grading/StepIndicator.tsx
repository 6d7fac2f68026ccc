import type { WizardStep } from './wizard-state.ts';

/** Which of the three stages a step belongs to. */
const STAGE: Record<WizardStep, number> = { packaging: 0, method: 0, questionnaire: 1, upload: 1, grading: 2, result: 2, unknown: -1 };

const LABELS = ['Packaging', 'Upload Photos', 'Results'];

/** The spec's three-step indicator: 1 Packaging, 2 Upload Photos, 3 Results (the questionnaire stands in stage 2). */
export function StepIndicator({ step }: { step: WizardStep }) {
  const current = STAGE[step];
  return (
    <ol aria-label="Grading steps" className="flex items-start gap-2 text-sm sm:items-center">
      {LABELS.map((label, index) => {
        const done = index < current || (step === 'result' && index === current);
        const active = index === current && !done;
        return (
          <li key={label} aria-current={index === current ? 'step' : undefined} className="flex min-w-0 flex-1 flex-col items-center gap-1 sm:flex-row sm:gap-2">
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done
                  ? 'bg-brand-600 text-white'
                  : active
                    ? 'border-2 border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-100'
                    : 'border border-gray-300 text-gray-600 dark:border-gray-600 dark:text-gray-300'
              }`}
            >
              {index + 1}
            </span>
            <span className={`max-w-full truncate text-xs sm:text-sm ${active ? 'font-semibold' : 'text-gray-600 dark:text-gray-300'}`}>
              {label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {index < LABELS.length - 1 && <span aria-hidden="true" className="hidden h-px min-w-3 flex-1 bg-gray-300 sm:block dark:bg-gray-700" />}
          </li>
        );
      })}
    </ol>
  );
}
