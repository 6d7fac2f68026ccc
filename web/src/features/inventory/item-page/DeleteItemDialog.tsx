import { useNavigate } from 'react-router';
import { useDeleteItem } from '../../../api/inventory.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';

/** Deleting needs a confirmation (spec section 5); once done the collector lands on the collection. */
export function DeleteItemDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const remove = useDeleteItem();
  const navigate = useNavigate();
  const confirm = () => remove.mutate(itemId, { onSuccess: () => navigate('/collection') });
  return (
    <Dialog title="Delete item" onClose={onClose}>
      <p>Are you sure you want to delete this item from your collection?</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">This cannot be undone.</p>
      {remove.isError && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Could not delete: {remove.error.message}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
