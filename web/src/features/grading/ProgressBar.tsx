/** The grading's progress bar (0-100). */
export function ProgressBar({ percent, label = 'Grading progress' }: { percent: number; label?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-700 dark:bg-brand-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
