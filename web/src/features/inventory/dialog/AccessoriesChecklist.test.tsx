import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useInventoryItem } from '../../../api/inventory.ts';
import { testItem } from '../../../test/item.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AccessoriesChecklist } from './AccessoriesChecklist.tsx';

const LISTED = ['Katana (2)', 'Kama', 'Weapon rack'];

const item = testItem({ accessories: JSON.stringify(LISTED) });

/** A server holding the copy's owned list, changed one accessory at a time as the API does. */
function server() {
  let owned: string[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ method, path, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const removed = /^\/api\/inventory\/7\/accessories\/(.+)$/.exec(path);
    if (method === 'POST' && path === '/api/inventory/7/accessories') {
      const { name } = JSON.parse(String(init!.body)) as { name: string };
      owned = LISTED.filter((n) => n === name || owned.includes(n));
    } else if (method === 'DELETE' && removed) {
      owned = owned.filter((n) => n !== decodeURIComponent(removed[1]));
    }
    return new Response(JSON.stringify({ ...item, owned_accessories: owned }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    writes: () => requests.filter((r) => r.method !== 'GET'),
    /** Another tab ticks an accessory: stored, not yet seen by this page. */
    tickElsewhere: (name: string) => (owned = [...owned, name]),
  };
}

/** The checklist as the item page shows it: of the copy as last read from the server. */
function ItemChecklist() {
  const { data } = useInventoryItem(7);
  return data ? <AccessoriesChecklist item={data} /> : null;
}

afterEach(() => vi.unstubAllGlobals());

describe('the accessories checklist', () => {
  it('sends each tick and untick as that one change, and keeps a tick made meanwhile in another tab', async () => {
    const api = server();
    renderScreen(<ItemChecklist />);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    await waitFor(() => expect(box('Kama')).not.toBeChecked());
    // Another tab ticks Kama after this page loaded the copy with nothing owned.
    api.tickElsewhere('Kama');

    fireEvent.click(box('Katana (2)'));
    expect(box('Katana (2)')).toBeChecked();
    await waitFor(() => expect(api.writes()).toEqual([{ method: 'POST', path: '/api/inventory/7/accessories', body: { name: 'Katana (2)' } }]));
    // The answer is the list as stored: the other tab's tick is there too.
    await waitFor(() => expect(screen.getByTestId('accessory-summary')).toHaveTextContent('2/3 accessories (67%)'));

    fireEvent.click(box('Katana (2)'));
    await waitFor(() => expect(api.writes()[1]).toEqual({ method: 'DELETE', path: '/api/inventory/7/accessories/Katana%20(2)', body: undefined }));
    await waitFor(() => expect(screen.getByTestId('accessory-summary')).toHaveTextContent('1/3 accessories (33%)'));
    expect(api.writes().some((r) => JSON.stringify(r.body ?? {}).includes('owned_accessories'))).toBe(false);
  });
});
