import { NotebookPen } from 'lucide-react';
import { FIELD_LABELS, LIMITS } from '@tmnt/domain';
import { FieldError, fieldScrollMargins, Textarea } from '../../../components/Field.tsx';
import type { FormErrors } from '../../../components/useFormErrors.ts';
import { Section } from './Section.tsx';

interface NotesSectionProps {
  notes: string | null;
  editing: boolean;
  value: string;
  onChange: (notes: string) => void;
  validation: FormErrors;
}

export function NotesSection({ notes, editing, value, onChange, validation }: NotesSectionProps) {
  return (
    <Section title="Additional Notes" icon={<NotebookPen className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      {editing ? (
        <div data-field className={fieldScrollMargins}>
          <label htmlFor="inventory-notes" className="sr-only">
            {FIELD_LABELS.notes}
          </label>
          <Textarea
            {...validation.control('notes', 'inventory-notes')}
            rows={5}
            maxLength={LIMITS.notes}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder="Add any notes about this item..."
          />
          <FieldError controlId="inventory-notes" error={validation.errors.notes} />
          <p className="mt-1 text-right text-xs text-gray-600 tabular-nums dark:text-gray-400">
            {value.length}/{LIMITS.notes}
          </p>
        </div>
      ) : notes ? (
        <p className="text-sm break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">{notes}</p>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-300">No notes yet.</p>
      )}
    </Section>
  );
}
