import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The server's message when the action failed; the dialog stays open so the collector can retry or cancel. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the confirm button does. */
  verb?: keyof typeof PENDING;
}

const PENDING = { Delete: 'Deleting', Remove: 'Removing', Restore: 'Restoring', Revoke: 'Revoking', End: 'Ending' } as const;

/** Asks before a destructive action (spec section 5: deleting needs a confirmation). */
export function ConfirmDialog({ title, children, error, pending, onConfirm, onCancel, verb = 'Delete' }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel}>
      {children}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Could not {verb.toLowerCase()}: {error}
        </p>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? `${PENDING[verb]}...` : verb}
        </Button>
      </div>
    </Dialog>
  );
}
