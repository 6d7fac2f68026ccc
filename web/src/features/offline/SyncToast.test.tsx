import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { clearPocketStatus, publishPocketStatus } from './status.ts';
import { SyncBadge } from './SyncBadge.tsx';
import { SyncToast } from './SyncToast.tsx';

afterEach(() => act(() => clearPocketStatus()));

describe('the header count and what a sync did', () => {
  it('counts what waits, and what needs a look, to the Waiting to sync page', () => {
    renderScreen(<SyncBadge />);
    expect(screen.queryByTestId('sync-badge')).toBeNull();
    act(() => publishPocketStatus({ waiting: 3, needsLook: 1 }));
    expect(screen.getByTestId('sync-badge')).toHaveAccessibleName('3 waiting to sync, 1 needs a look');
    expect(screen.getByTestId('sync-badge')).toHaveAttribute('href', '/sync');
  });

  it('says what a sync just did ("7 added, 2 changed, 1 needs a look"), not one from an earlier visit', () => {
    act(() => publishPocketStatus({ lastRun: { added: 7, changed: 2, removed: 0, needsLook: 1, at: new Date(Date.now() - 60_000).toISOString() } }));
    renderScreen(<SyncToast />);
    expect(screen.queryByTestId('sync-toast')).toBeNull();
    act(() => publishPocketStatus({ lastRun: { added: 7, changed: 2, removed: 0, needsLook: 1, at: new Date().toISOString() } }));
    expect(screen.getByTestId('sync-toast')).toHaveTextContent('Synced: 7 added, 2 changed, 1 needs a look');
  });
});
