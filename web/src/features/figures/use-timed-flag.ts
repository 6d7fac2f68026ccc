import { useCallback, useEffect, useState } from 'react';

/**
 * A flag that, once shown, turns itself off `ms` after it was drawn (a notice that disappears). Showing it again
 * restarts the time.
 */
export function useTimedFlag(ms: number): [boolean, () => void] {
  // Each show is a new value, so the effect (and its timer) starts again.
  const [shown, setShown] = useState<object | null>(null);
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback(() => setShown({}), []);
  return [shown !== null, show];
}
