import type { ReactNode } from 'react';

function Stat({ value, label }: { value: ReactNode; label: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-center dark:bg-gray-800">
      <div className="text-3xl font-bold tabular-nums">{value}</div>
      <div className="text-xs text-gray-600 dark:text-gray-300">{label}</div>
    </div>
  );
}

/** A grade's three headline figures: letter, overall score out of 100 and confidence percent ('N/A' when unknown). */
export function GradeStats({ letter, overall, confidence }: { letter: string | undefined; overall: number; confidence: number | undefined }) {
  return (
    <div className="grid grid-cols-3 gap-3">
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
      <Stat value={confidence !== undefined ? `${Math.round(confidence)}%` : 'N/A'} label="Confidence" />
    </div>
  );
}
