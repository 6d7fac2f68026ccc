import { Maximize2, X } from 'lucide-react';
import { ProgressBar } from './ProgressBar.tsx';

interface MinimisedPanelProps {
  figureName: string;
  percent: number;
  message: string;
  onExpand: () => void;
  onCancel: () => void;
}

/** The grading, minimised: a small floating panel over the page, with its progress and a way back. */
export function MinimisedPanel({ figureName, percent, message, onExpand, onCancel }: MinimisedPanelProps) {
  return (
    <aside
      aria-label="Grading in progress"
      className="fixed right-4 bottom-4 left-4 z-50 rounded-xl border border-gray-200 bg-white p-3 shadow-xl sm:left-auto sm:w-80 dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="mb-2 flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold">Grading {figureName}</p>
        <span className="text-sm font-semibold tabular-nums">{percent}%</span>
        <button type="button" onClick={onExpand} aria-label="Expand grading" className="rounded-lg p-1.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-200 dark:hover:bg-gray-800">
          <Maximize2 className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" onClick={onCancel} aria-label="Cancel grading" className="rounded-lg p-1.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-200 dark:hover:bg-gray-800">
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <ProgressBar percent={percent} />
      <p role="status" className="mt-1.5 truncate text-xs text-gray-600 dark:text-gray-300">
        {message}
      </p>
    </aside>
  );
}
