import { useCallback, useState } from 'react';

/** localStorage key of the dark-mode choice (spec section 4); index.html applies it before the first paint. */
const DARK_MODE_KEY = 'darkMode';

export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  const toggle = useCallback(() => {
    setDark((was) => {
      const now = !was;
      document.documentElement.classList.toggle('dark', now);
      try {
        localStorage.setItem(DARK_MODE_KEY, String(now));
      } catch {
        // Private mode may refuse storage; the choice then lasts for this visit only.
      }
      return now;
    });
  }, []);
  return [dark, toggle];
}
