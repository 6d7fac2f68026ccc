import { BadgeDollarSign, CopyPlus, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';

interface ItemActionsProps {
  onGrade: () => void;
  onEdit: () => void;
  onAddCopy: () => void;
  /** Undefined for a copy sold already. */
  onSell?: () => void;
  onDelete: () => void;
}

/** AI Grade, Edit, Add Copy, Mark as Sold and Delete. */
export function ItemActions({ onGrade, onEdit, onAddCopy, onSell, onDelete }: ItemActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onGrade}>
        <Sparkles className="h-4 w-4" aria-hidden="true" /> AI Grade
      </Button>
      <Button onClick={onEdit}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
      </Button>
      <Button variant="secondary" onClick={onAddCopy}>
        <CopyPlus className="h-4 w-4" aria-hidden="true" /> Add Copy
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
