/**
 * The collection's selection: ticked copies, a range ticked with shift (from the copy ticked last to this one, in the
 * order shown), and every copy the filters show. Only copies shown count: a filter that hides a ticked copy leaves it
 * out of what a change is made to.
 */
export interface Selection {
  ids: ReadonlySet<number>;
  /** The copy ticked (or unticked) last: a shift-click's range starts there. */
  anchor: number | null;
}

export const NO_SELECTION: Selection = { ids: new Set(), anchor: null };

/** Ticks or unticks a copy; with shift, every copy shown between the anchor and it takes the state it gets. */
export function toggleCopy(selection: Selection, id: number, range: boolean, shown: readonly number[]): Selection {
  const ids = new Set(selection.ids);
  const on = !ids.has(id);
  const from = range && selection.anchor !== null ? shown.indexOf(selection.anchor) : -1;
  const to = shown.indexOf(id);
  if (from === -1 || to === -1) {
    if (on) ids.add(id);
    else ids.delete(id);
  } else {
    for (const each of shown.slice(Math.min(from, to), Math.max(from, to) + 1)) {
      if (on) ids.add(each);
      else ids.delete(each);
    }
  }
  return { ids, anchor: id };
}

/** The ticked copies among those shown, in the order shown. */
export const selectedShown = (selection: Selection, shown: readonly number[]): number[] => shown.filter((id) => selection.ids.has(id));
