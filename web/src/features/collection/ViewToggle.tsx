import { LayoutGrid, List } from 'lucide-react';
import type { ViewMode } from './useViewMode.ts';

const MODES = [
  { mode: 'list', label: 'List', icon: List },
  { mode: 'gallery', label: 'Gallery', icon: LayoutGrid },
] as const;

export function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5 dark:border-gray-600 dark:bg-gray-800">
      {MODES.map(({ mode: m, label, icon: Icon }) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => onChange(m)}
          className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 sm:px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
            mode === m ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-700'
          }`}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}
