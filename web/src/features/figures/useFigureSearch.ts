import { useState } from 'react';
import { useFigures } from '../../api/figures.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';

/** Pause in typing before the catalogue is searched. */
const FIGURE_SEARCH_DEBOUNCE_MS = 250;

/**
 * A figure search as the collector types it: the text, and the server's ranked answer (best first) for the text once
 * typing paused. Text given at the start is searched at once.
 */
export function useFigureSearch(initialText = '') {
  const [text, setText] = useState(initialText);
  const q = useDebouncedValue(text.trim(), FIGURE_SEARCH_DEBOUNCE_MS);
  const results = useFigures({ q }, q !== '');
  /** The answer shown is for what is typed now (not for text typed before the latest keystrokes). */
  const settled = q === text.trim() && results.isSuccess;
  return { text, setText, q, results, settled };
}

export type FigureSearchState = ReturnType<typeof useFigureSearch>;
