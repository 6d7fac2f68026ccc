import { useId } from 'react';
import { Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';

/** AI Grade, Edit and Delete. AI grading is a later feature: its button is disabled and says why. */
export function ItemActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const noteId = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled aria-describedby={noteId} className="disabled:opacity-60">
          <Sparkles className="h-4 w-4" aria-hidden="true" /> AI Grade
        </Button>
        <Button onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Button>
        <Button variant="danger" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
        </Button>
      </div>
      <p id={noteId} className="text-xs text-gray-600 dark:text-gray-400">
        AI grading is not available yet.
      </p>
    </div>
  );
}
