import { PlusCircle, SearchCheck } from 'lucide-react';
import { choiceCardClasses, choiceRadioClasses } from '../../components/PackagingPicker.tsx';

export type ScanAction = 'add' | 'check';

const ACTIONS = [
  { action: 'add', label: 'Add', hint: 'each code adds a copy', icon: PlusCircle },
  { action: 'check', label: 'Check', hint: 'own it? want it? worth?', icon: SearchCheck },
] as const;

/** What a scanned code does: adds a copy (the default), or checks what you have of it and adds nothing. */
export function ScanActionToggle({ action, onChange }: { action: ScanAction; onChange: (action: ScanAction) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">What a scan does</legend>
      {ACTIONS.map(({ action: value, label, hint, icon: Icon }) => (
        <label key={value} className={choiceCardClasses}>
          <input type="radio" name="scan-action" value={value} checked={action === value} onChange={() => onChange(value)} className={choiceRadioClasses} />
          <span className="min-w-0">
            <span className="flex items-center gap-1.5 font-semibold">
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </span>
            <span className="block text-xs text-gray-600 dark:text-gray-400">{hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
