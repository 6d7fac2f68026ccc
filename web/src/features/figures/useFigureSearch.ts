import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFigures } from '../../api/figures.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useOffline } from '../offline/index.ts';

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
  const debounced = useDebouncedValue(text.trim(), FIGURE_SEARCH_DEBOUNCE_MS);
  // The phone's catalogue answers each keystroke at once: nothing to wait for.
  const q = offline ? text.trim() : debounced;
  const online = useFigures({ q }, q !== '' && !offline);
  // Found in the phone's copy (its code loaded only once offline, already in memory by then); run with no network at
  // all (React Query pauses queries while the device says it is offline).
  const found = useQuery({
    queryKey: ['pocket', 'figures', q],
    queryFn: async () => {
      const pocket = await import('../pocket/index.ts');
      return pocket.figuresNamed(await pocket.loadPocket(), q);
    },
    enabled: q !== '' && offline,
    staleTime: Infinity,
    gcTime: 0,
    networkMode: 'always',
  });
  const results = offline ? found : online;
  /** The answer shown is for what is typed now (not for text typed before the latest keystrokes). */
  const settled = q === text.trim() && results.isSuccess;
  return { text, setText, q, results, settled };
}

export type FigureSearchState = ReturnType<typeof useFigureSearch>;
