import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportServerReachable } from '../../api/reachability.ts';
import { clearPocketStatus, publishPocketStatus } from './status.ts';
import { whenPocketNeeded } from './when-pocket-needed.ts';

afterEach(() => {
  clearPocketStatus();
  reportServerReachable(true);
  vi.unstubAllGlobals();
});

describe("the pocket copy's engine", () => {
  it('starts at once on a device that holds a copy, waits to send, or is cut off', () => {
    for (const arrange of [() => publishPocketStatus({ ready: true }), () => publishPocketStatus({ waiting: 2 }), () => reportServerReachable(false)]) {
      arrange();
      const start = vi.fn();
      whenPocketNeeded(start);
      expect(start).toHaveBeenCalledTimes(1);
      clearPocketStatus();
      reportServerReachable(true);
    }
  });

  it('starts in the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    const start = vi.fn();
    whenPocketNeeded(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits in a browser tab until the server is lost, then starts once', () => {
    const start = vi.fn();
    whenPocketNeeded(start);
    expect(start).not.toHaveBeenCalled();
    reportServerReachable(false);
    reportServerReachable(true);
    reportServerReachable(false);
    window.dispatchEvent(new Event('offline'));
    publishPocketStatus({ ready: true });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the tab is made ready for a show, or the network goes', () => {
    const forShow = vi.fn();
    whenPocketNeeded(forShow);
    publishPocketStatus({ waiting: 0 });
    expect(forShow).not.toHaveBeenCalled();
    publishPocketStatus({ ready: true, copies: 12 });
    expect(forShow).toHaveBeenCalledTimes(1);

    clearPocketStatus();
    const offline = vi.fn();
    whenPocketNeeded(offline);
    window.dispatchEvent(new Event('offline'));
    expect(offline).toHaveBeenCalledTimes(1);
  });
});
