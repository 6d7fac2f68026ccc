import { isServerReachable, onServerReachabilityChange } from '../../api/reachability.ts';
import { isInstalledApp } from './installed.ts';
import { onPocketStatusChange, pocketStatus } from './status.ts';

/** The device holds a pocket copy or changes waiting to be sent (as last remembered), or is the installed app. */
const holdsOrKeepsOne = () => {
  const status = pocketStatus();
  return status.ready || status.waiting > 0 || isInstalledApp();
};

/**
 * Calls `start` (once) when the device needs the pocket copy's engine: at once on a device that holds a copy, waits
 * to send, or is the installed app; else when it first loses the server or the network, or is made ready for a show.
 * A browser tab that never goes to a show never loads it (nor its schemas, a third of the dashboard's first load).
 */
export function whenPocketNeeded(start: () => void): void {
  if (holdsOrKeepsOne() || !navigator.onLine || !isServerReachable()) {
    start();
    return;
  }
  const stops: (() => void)[] = [];
  const startOnce = () => {
    for (const stop of stops.splice(0)) stop();
    start();
  };
  stops.push(onServerReachabilityChange(() => !isServerReachable() && startOnce()));
  stops.push(onPocketStatusChange(() => holdsOrKeepsOne() && startOnce()));
  window.addEventListener('offline', startOnce, { once: true });
  stops.push(() => window.removeEventListener('offline', startOnce));
}
