import { useLayoutEffect, useState, type RefObject } from 'react';

/** Narrowest a gallery card may get before a column is dropped. */
const MIN_CARD_WIDTH = 220;

function columnsFor(width: number): number {
  return Math.max(2, Math.min(6, Math.floor(width / MIN_CARD_WIDTH)));
}

/** Gallery columns for the container's current width, following it as the window resizes. */
export function useColumnCount(ref: RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(2);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setColumns(columnsFor(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return columns;
}
