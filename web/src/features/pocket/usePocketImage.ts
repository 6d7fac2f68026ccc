import { useEffect, useState } from 'react';
import { pocketDb, pocketDbExists } from './db.ts';

/**
 * A figure's small picture as the phone keeps it (an object URL of the stored copy), so it shows with no connection;
 * the address itself while none is kept (online it loads as usual).
 */
export function usePocketImage(url: string | null): string | null {
  const [shown, setShown] = useState<string | null>(url);
  useEffect(() => {
    if (url === null) return setShown(null);
    let objectUrl: string | null = null;
    let live = true;
    void pocketDbExists()
      .then(async (exists) => (exists ? (await pocketDb()).get('thumbs', url) : undefined))
      .then((kept) => {
        if (!live) return;
        if (kept) setShown((objectUrl = URL.createObjectURL(kept.blob)));
        else setShown(url);
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return shown;
}
