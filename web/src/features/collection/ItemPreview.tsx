import { useLayoutEffect, useRef } from 'react';
import { ConditionBadge } from '../../components/Badge.tsx';
import { CopyValue } from '../../components/CopyValue.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import type { PreviewState } from './useHoverPreview.ts';

const GAP = 12;
const EDGE = 8;
const NOTES_SNIPPET = 140;

function snippet(notes: string): string {
  return notes.length > NOTES_SNIPPET ? `${notes.slice(0, NOTES_SNIPPET).trimEnd()}…` : notes;
}

/**
 * The floating hover card: a larger picture and the item's key facts beside the hovered item. It repeats what
 * the dialog shows, so it is hidden from assistive technology and never takes the pointer.
 */
export function ItemPreview({ preview }: { preview: PreviewState }) {
  const card = useRef<HTMLDivElement>(null);
  const { item, anchor } = preview;

  // Placed after layout, from the card's real size: right of the item, else left, kept inside the window.
  useLayoutEffect(() => {
    const el = card.current;
    if (!el) return;
    const { offsetWidth: width, offsetHeight: height } = el;
    let left = anchor.right + GAP;
    if (left + width > window.innerWidth - EDGE) left = anchor.left - GAP - width;
    left = Math.max(EDGE, left);
    const top = Math.min(Math.max(EDGE, anchor.top + anchor.height / 2 - height / 2), window.innerHeight - height - EDGE);
    el.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    el.style.visibility = 'visible';
  }, [anchor]);

  return (
    <div
      ref={card}
      aria-hidden="true"
      data-testid="item-preview"
      style={{ visibility: 'hidden' }}
      className="pointer-events-none fixed top-0 left-0 z-30 w-72 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xl dark:border-gray-700 dark:bg-gray-900"
    >
      <FigureImage src={item.thumbnail_url} name={item.name} className="h-44 w-full rounded-none!" />
      <div className="space-y-2 p-4">
        <div>
          <p className="font-semibold leading-tight">{item.name}</p>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {item.series} · {item.year}
          </p>
        </div>
        <div className="flex items-center justify-between gap-2">
          <ConditionBadge condition={item.condition} />
          <span className="text-right text-lg font-bold tabular-nums">
            <CopyValue value={item.estimated_value} basis={item.value_basis} packagingSet={item.packaging_type !== null} />
          </span>
        </div>
        {item.notes && <p className="line-clamp-3 border-t border-gray-100 pt-2 text-sm text-gray-700 whitespace-pre-line dark:border-gray-800 dark:text-gray-300">{snippet(item.notes)}</p>}
      </div>
    </div>
  );
}
