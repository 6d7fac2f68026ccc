import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { useEscapeFirst } from './useEscapeFirst.ts';

interface DeleteConfirmProps {
  figureName: string;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmDialog({ figureName, deleting, error, onConfirm, onCancel }: DeleteConfirmProps) {
  useEscapeFirst(onCancel);
  return (
    <Dialog title="Delete Item" onClose={onCancel}>
      <p className="text-sm">Are you sure you want to delete this {figureName} from your inventory? This action cannot be undone.</p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Could not delete: {error}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
