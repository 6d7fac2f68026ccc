import { useEffect, useState } from 'react';

/** The time now, drawn again every `ms` (an auction's time left counts down while the page is open). */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
