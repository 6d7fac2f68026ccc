import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/** Whether the page is in dark mode (the `dark` class on <html>), for drawing code that cannot use CSS. */
export function useDarkClass(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
