import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportServerReachable } from '../../api/reachability.ts';
import { clearPocketStatus, publishPocketStatus } from '../offline/index.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

function setDeviceOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => {
  act(() => reportServerReachable(true));
  act(() => clearPocketStatus());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OfflineBanner', () => {
  it('says nothing while the device is online and the server answers', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says offline when the device loses its network, and goes away when it is back', () => {
    render(<OfflineBanner />);
    setDeviceOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Offline: cannot reach the collection's server. This phone holds no copy of your collection to show (Get ready for a show, on the Scan page, keeps one); reconnect to continue.",
    );
    setDeviceOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says it shows the phone's pocket copy, and as of when, once the phone holds one", () => {
    const asOf = new Date();
    asOf.setHours(14, 2);
    act(() => publishPocketStatus({ ready: true, copies: 3, figures: 206, asOf: asOf.toISOString() }));
    render(<OfflineBanner />);
    setDeviceOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Offline: cannot reach the collection's server. Showing this phone's copy of your collection, as of 14:02 today; what you add or change waits to sync.",
    );
  });

  it('says offline when the server stops answering on a working network, until it answers again', () => {
    render(<OfflineBanner />);
    act(() => reportServerReachable(false));
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline:/);
    // The device coming back online does not prove the server is there.
    setDeviceOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline:/);
    act(() => reportServerReachable(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reloads the page, asking the server again, with Try again', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<OfflineBanner />);
    act(() => reportServerReachable(false));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
