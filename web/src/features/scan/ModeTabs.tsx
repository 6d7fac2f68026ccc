import { useRef, type KeyboardEvent } from 'react';
import { Camera, Keyboard } from 'lucide-react';

export type ScanMode = 'camera' | 'manual';

const MODES = [
  { mode: 'camera', label: 'Camera Scan', icon: Camera },
  { mode: 'manual', label: 'Manual Entry', icon: Keyboard },
] as const;

export const tabId = (mode: ScanMode) => `scan-tab-${mode}`;
export const panelId = (mode: ScanMode) => `scan-panel-${mode}`;

/** WAI-ARIA tabs: arrow keys, Home and End move between them (roving tabindex). */
export function ModeTabs({ mode, onChange }: { mode: ScanMode; onChange: (mode: ScanMode) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.findIndex((m) => m.mode === mode);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: MODES.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + MODES.length) % MODES.length;
    onChange(MODES[next].mode);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Scan mode" className="inline-flex rounded-lg bg-gray-100 p-1 dark:bg-gray-800" onKeyDown={onKeyDown}>
      {MODES.map(({ mode: m, label, icon: Icon }, i) => {
        const selected = m === mode;
        return (
          <button
            key={m}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(m)}
            aria-selected={selected}
            aria-controls={panelId(m)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(m)}
            className={`flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-4 ${
              selected
                ? 'bg-white text-brand-700 shadow-sm dark:bg-gray-950 dark:text-brand-100'
                : 'text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
            }`}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </button>
        );
      })}
    </div>
  );
}
