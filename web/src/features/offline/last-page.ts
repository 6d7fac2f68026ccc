import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useOffline } from './useOffline.ts';

/** localStorage key of the last page a pocket copy can show (the Scan page, the collection, a copy, a figure). */
const LAST_PAGE_KEY = 'last-pocket-page';
const POCKET_PAGES = /^\/(scan|collection|inventory\/[^/]+|figures\/\d+|sync)$/;
/** Only an open that finds the server gone this soon is taken back to the last page (not a later loss of signal). */
const AT_OPEN_MS = 5000;

/** Keeps the page shown when it is one a pocket copy answers (main.tsx calls it on every navigation). */
export function rememberPage(pathname: string): void {
  if (!POCKET_PAGES.test(pathname)) return;
  try {
    localStorage.setItem(LAST_PAGE_KEY, pathname);
  } catch {
    // Storage refused: the app opens where it opens.
  }
}

/**
 * On the dashboard: when the app opens offline there (an installed app opens at its start page), goes back to the
 * last page a pocket copy answers, so the collector finds the page they were on.
 */
export function useReturnToLastPage(): void {
  const navigate = useNavigate();
  const offline = useOffline();
  const opened = useRef(performance.now());
  useEffect(() => {
    if (!offline || performance.now() - opened.current > AT_OPEN_MS) return;
    let last: string | null = null;
    try {
      last = localStorage.getItem(LAST_PAGE_KEY);
    } catch {
      return;
    }
    if (last !== null && POCKET_PAGES.test(last)) void navigate(last, { replace: true });
  }, [offline, navigate]);
}
