import { useCallback, useState } from 'react';

export type ViewMode = 'list' | 'gallery';

/** localStorage key of the collector's list/gallery choice. */
const VIEW_MODE_KEY = 'collection-view';

function storedViewMode(): ViewMode {
  try {
    return localStorage.getItem(VIEW_MODE_KEY) === 'gallery' ? 'gallery' : 'list';
  } catch {
    return 'list';
  }
}

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState(storedViewMode);
  const choose = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(VIEW_MODE_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit only.
    }
  }, []);
  return [mode, choose];
}
