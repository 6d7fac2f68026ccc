import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

interface DeleteConfirmProps {
  figureName: string;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteConfirmDialog({ figureName, deleting, error, onConfirm, onCancel }: DeleteConfirmProps) {
  return (
    <ConfirmDialog title="Delete Item" error={error} pending={deleting} onConfirm={onConfirm} onCancel={onCancel}>
      <p className="text-sm">Are you sure you want to delete this {figureName} from your inventory? This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
