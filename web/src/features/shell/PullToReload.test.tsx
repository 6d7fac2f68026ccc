import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToReload } from './PullToReload.tsx';
import { needsOwnReload } from './standalone.ts';

function touch(type: string, clientY?: number) {
  const event = new Event(type);
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] });
  act(() => void window.dispatchEvent(event));
}

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

afterEach(() => vi.unstubAllGlobals());

describe('PullToReload', () => {
  it('says "Pull to reload", then "Release to reload" beyond 80 px, capped at 150 px, and reloads on release', () => {
    const reload = stubReload();
    render(<PullToReload />);
    touch('touchstart', 100);
    touch('touchmove', 160); // 60 px
    expect(screen.getByRole('status')).toHaveTextContent('Pull to reload');
    touch('touchmove', 181); // 81 px
    expect(screen.getByRole('status')).toHaveTextContent('Release to reload');
    touch('touchmove', 400); // 300 px, capped
    expect(screen.getByRole('status').style.height).toBe('150px');
    touch('touchend');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not reload when released at 80 px or less', () => {
    const reload = stubReload();
    render(<PullToReload />);
    touch('touchstart', 100);
    touch('touchmove', 180); // exactly 80 px
    touch('touchend');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('needsOwnReload', () => {
  it('is true on an iPhone and in an installed app, false in an ordinary desktop browser', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    ua.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/150');
    expect(needsOwnReload()).toBe(false);
    ua.mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    expect(needsOwnReload()).toBe(true);
    ua.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/150');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    expect(needsOwnReload()).toBe(true);
    ua.mockRestore();
  });
});
