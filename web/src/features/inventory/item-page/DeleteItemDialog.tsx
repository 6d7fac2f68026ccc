import { useNavigate } from 'react-router';
import { useDeleteItem } from '../../../api/inventory.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

/** Deleting needs a confirmation (spec section 5); once done the collector lands on the collection. */
export function DeleteItemDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const remove = useDeleteItem();
  const navigate = useNavigate();
  const confirm = () => remove.mutate(itemId, { onSuccess: () => void navigate('/collection') });
  return (
    <ConfirmDialog title="Delete item" error={remove.isError ? remove.error.message : null} pending={remove.isPending} onConfirm={confirm} onCancel={onClose}>
      <p>Are you sure you want to delete this item from your collection?</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">This cannot be undone.</p>
    </ConfirmDialog>
  );
}
