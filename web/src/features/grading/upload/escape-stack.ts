import { useEffect, useRef } from 'react';

/** Overlays of the photo step (camera, alerts), topmost last. */
const stack: object[] = [];

/**
 * Escape closes only the topmost of our overlays. They sit above the wizard's Dialog, whose own Escape listener is
 * on document: listening on window in the capture phase and stopping the event keeps it from closing the wizard too.
 */
export function useEscapeOnTop(onEscape: () => void) {
  const handler = useRef(onEscape);
  useEffect(() => {
    handler.current = onEscape;
  });
  useEffect(() => {
    const self = {};
    stack.push(self);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || stack.at(-1) !== self) return;
      event.stopPropagation();
      event.preventDefault();
      handler.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      stack.splice(stack.indexOf(self), 1);
    };
  }, []);
}
