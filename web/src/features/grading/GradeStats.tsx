import type { ReactNode } from 'react';

function Stat({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-center dark:bg-gray-800">
      <div className="text-3xl font-bold tabular-nums">{value}</div>
      <div className="text-xs text-gray-600 dark:text-gray-300">{label}</div>
    </div>
  );
}

/**
 * A grade's headline figures: letter, overall score out of 100 and the AI's confidence percent ('N/A' when unknown);
 * `confidence: null` leaves it out (a questionnaire has no AI to be confident).
 */
export function GradeStats({ letter, overall, confidence }: { letter: string | undefined; overall: number; confidence: number | undefined | null }) {
  return (
    <div className={`grid gap-3 ${confidence === null ? 'grid-cols-2' : 'grid-cols-3'}`}>
      <Stat value={letter ?? 'N/A'} label="Letter grade" />
      <Stat
        value={
          <>
            {overall}
            <span className="text-base font-normal text-gray-600 dark:text-gray-300">/100</span>
          </>
        }
        label="Overall score"
      />
      {confidence !== null && <Stat value={confidence !== undefined ? `${Math.round(confidence)}%` : 'N/A'} label="Confidence" />}
    </div>
  );
}
