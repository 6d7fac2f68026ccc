import { useEffect, useRef } from 'react';

/**
 * A modal opened over the inventory dialog takes Escape for itself: caught on the way down (window, capture
 * phase) and stopped there, so the dialog underneath does not close too.
 */
export function useEscapeFirst(onEscape: () => void) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      handler.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
