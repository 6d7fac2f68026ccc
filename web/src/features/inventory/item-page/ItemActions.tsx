import { BadgeDollarSign, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';

/** AI Grade, Edit, Mark as Sold (not for a copy sold already: onSell undefined) and Delete. */
export function ItemActions({ onGrade, onEdit, onSell, onDelete }: { onGrade: () => void; onEdit: () => void; onSell?: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onGrade}>
        <Sparkles className="h-4 w-4" aria-hidden="true" /> AI Grade
      </Button>
      <Button onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
      </Button>
      {onSell && (
        <Button variant="secondary" onClick={onSell}>
          <BadgeDollarSign className="h-4 w-4" aria-hidden="true" /> Mark as Sold
        </Button>
      )}
      <Button variant="danger" onClick={onDelete}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}
