import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFigures } from '../../api/figures.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useOffline } from '../offline/index.ts';
import { figuresNamed, loadPocket } from '../pocket/index.ts';

/** Pause in typing before the catalogue is searched. */
const FIGURE_SEARCH_DEBOUNCE_MS = 250;

/**
 * A figure search as the collector types it: the text, and the server's ranked answer (best first) for the text once
 * typing paused; with the server out of reach, the same search over the phone's copy of the catalogue. Text given at
 * the start is searched at once.
 */
export function useFigureSearch(initialText = '') {
  const [text, setText] = useState(initialText);
  const offline = useOffline();
  const q = useDebouncedValue(text.trim(), offline ? 0 : FIGURE_SEARCH_DEBOUNCE_MS);
  const online = useFigures({ q }, q !== '' && !offline);
  // Read from the phone, so run with no network at all (React Query pauses queries while the device is offline).
  const pocket = useQuery({ queryKey: ['pocket', 'figures', q], queryFn: async () => figuresNamed(await loadPocket(), q), enabled: q !== '' && offline, staleTime: 0, gcTime: 0, networkMode: 'always' });
  const results = offline ? pocket : online;
  /** The answer shown is for what is typed now (not for text typed before the latest keystrokes). */
  const settled = q === text.trim() && results.isSuccess;
  return { text, setText, q, results, settled };
}

export type FigureSearchState = ReturnType<typeof useFigureSearch>;
