import { NotebookPen } from 'lucide-react';
import { LIMITS } from '@tmnt/domain';
import { Textarea } from '../../../components/Field.tsx';
import { Section } from './Section.tsx';

export function NotesSection({ notes, editing, value, onChange }: { notes: string | null; editing: boolean; value: string; onChange: (notes: string) => void }) {
  return (
    <Section title="Additional Notes" icon={<NotebookPen className="h-5 w-5 text-brand-600" aria-hidden="true" />}>
      {editing ? (
        <>
          <label htmlFor="inventory-notes" className="sr-only">
            Notes
          </label>
          <Textarea id="inventory-notes" rows={5} maxLength={LIMITS.notes} value={value} onChange={(e) => onChange(e.target.value)} placeholder="Add any notes about this item..." />
          <p className="mt-1 text-right text-xs text-gray-600 tabular-nums dark:text-gray-400">
            {value.length}/{LIMITS.notes}
          </p>
        </>
      ) : notes ? (
        <p className="text-sm break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">{notes}</p>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-300">No notes yet.</p>
      )}
    </Section>
  );
}
