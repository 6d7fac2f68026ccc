import { useEffect, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';

/** Spec section 4: the pull is capped at 150 px and reloads only when released beyond 80 px. */
const MAX_PULL = 150;
const RELEASE_THRESHOLD = 80;

export function PullToReload() {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const distance = useRef(0);

  useEffect(() => {
    const onStart = (e: TouchEvent) => {
      start.current = window.scrollY <= 0 ? e.touches[0].clientY : null;
    };
    const onMove = (e: TouchEvent) => {
      if (start.current === null) return;
      distance.current = Math.min(MAX_PULL, Math.max(0, e.touches[0].clientY - start.current));
      setPull(distance.current);
    };
    const onEnd = () => {
      if (start.current !== null && distance.current > RELEASE_THRESHOLD) window.location.reload();
      start.current = null;
      distance.current = 0;
      setPull(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  if (pull === 0) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-50 flex items-end justify-center overflow-hidden bg-brand-600 pb-2 text-sm font-medium text-white"
      style={{ height: pull }}
    >
      <RefreshCw className="mr-2 h-4 w-4" style={{ transform: `rotate(${pull * 2.4}deg)` }} aria-hidden="true" />
      {pull > RELEASE_THRESHOLD ? 'Release to reload' : 'Pull to reload'}
    </div>
  );
}
