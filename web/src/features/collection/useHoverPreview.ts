import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import type { InventoryItem } from '@tmnt/domain';

export interface PreviewState {
  item: InventoryItem;
  anchor: DOMRect;
}

/** Only where a pointer can hover and there is room beside the items; touch screens go straight to the dialog. */
const CAN_PREVIEW = '(hover: hover) and (pointer: fine) and (min-width: 1024px)';
/** A short wait, so sweeping the pointer across the list does not flash a card per row. */
const HOVER_DELAY_MS = 150;

function anchorOf(element: HTMLElement): DOMRect {
  return (element.querySelector('[data-preview-anchor]') ?? element).getBoundingClientRect();
}

export function useHoverPreview() {
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setPreview(null);
  }, []);

  // The card is placed from where the item was; once the page scrolls, that place is stale.
  useEffect(() => {
    if (!preview) return;
    window.addEventListener('scroll', hide, { passive: true });
    return () => window.removeEventListener('scroll', hide);
  }, [preview, hide]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handlers = useCallback(
    (item: InventoryItem) => ({
      onMouseEnter: (event: MouseEvent<HTMLElement>) => {
        if (!window.matchMedia(CAN_PREVIEW).matches) return;
        const element = event.currentTarget;
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setPreview({ item, anchor: anchorOf(element) }), HOVER_DELAY_MS);
      },
      onMouseLeave: hide,
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (window.matchMedia(CAN_PREVIEW).matches && event.currentTarget.matches(':focus-visible')) setPreview({ item, anchor: anchorOf(event.currentTarget) });
      },
      onBlur: hide,
      onClick: hide,
    }),
    [hide],
  );

  return { preview, handlers };
}
