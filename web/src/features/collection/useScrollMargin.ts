import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The list's distance from the top of the document, which the window virtualizer needs to map window scroll
 * to rows. Followed as the page reflows: the filter bar above can grow ('Clear all filters') or wrap.
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return margin;
}
