import { lookupForms, searchFigures, type Figure } from '@tmnt/domain';
import type { Snapshot } from './store.ts';

/** The figures a scanned or typed code belongs to, from the phone's catalogue (every form the code may be stored under). */
export function figuresForCode(snapshot: Snapshot, code: string): Figure[] {
  const found = new Map<number, Figure>();
  for (const form of lookupForms(code)) for (const figure of snapshot.byCode.get(form) ?? []) found.set(figure.id, figure);
  return [...found.values()];
}

const catalogues = new WeakMap<Snapshot, Figure[]>();

/** Figures by what the collector calls them, best first (the domain's search: names, nicknames, typos), from the phone's catalogue. */
export function figuresNamed(snapshot: Snapshot, text: string): Figure[] {
  let figures = catalogues.get(snapshot);
  if (!figures) catalogues.set(snapshot, (figures = [...snapshot.figures.values()]));
  return searchFigures(figures, text).map((hit) => hit.figure);
}
