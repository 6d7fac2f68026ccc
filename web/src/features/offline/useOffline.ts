import { useSyncExternalStore } from 'react';
import { isServerReachable, onServerReachabilityChange } from '../../api/reachability.ts';

/** Offline: the device says it has no network, or the collection's server did not answer the last API request. */
const isOffline = () => !navigator.onLine || !isServerReachable();

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stopWatchingServer = onServerReachabilityChange(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stopWatchingServer();
  };
}

/** Whether the app is cut off from its server now; updates as the network and the API's answers change. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline);
}
