import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TriangleAlert } from 'lucide-react';
import { buttonClasses } from '../../../components/Button.tsx';
import { useEscapeOnTop } from './escape-stack.ts';

interface AlertDialogProps {
  title: string;
  children: ReactNode;
  onDismiss: () => void;
}

/** An in-app alert above the wizard and the camera: OK (or Escape) dismisses it and focus goes back where it was. */
export function AlertDialog({ title, children, onDismiss }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  useEscapeOnTop(onDismiss);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-black/60 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="w-full max-w-md rounded-2xl bg-white p-5 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <TriangleAlert className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          {title}
        </h2>
        <div id={bodyId} className="mt-3 space-y-3 text-sm text-gray-700 dark:text-gray-300">
          {children}
        </div>
        <div className="mt-5 flex justify-end">
          <button ref={ok} type="button" onClick={onDismiss} className={buttonClasses()}>
            OK
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
