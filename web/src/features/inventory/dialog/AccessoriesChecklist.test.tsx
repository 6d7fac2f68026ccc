import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OwnedPiece } from '@tmnt/domain';
import { useInventoryItem } from '../../../api/inventory.ts';
import { testItem } from '../../../test/item.ts';
import { renderScreen } from '../../../test/render.tsx';
import { AccessoriesChecklist } from './AccessoriesChecklist.tsx';

const LISTED = ['Katana (2)', 'Kama', 'Weapon rack'];

const item = testItem({ accessories: JSON.stringify(LISTED), accessory_colours: [{ accessory: 'Kama', colour: 'purple', sources: [{ title: 'A review', url: 'https://example.com/kama' }] }] });

/** A server holding the copy's pieces, changed one piece at a time as the API does. */
function server() {
  let pieces: OwnedPiece[] = [];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ method, path, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    const piece = /^\/api\/inventory\/7\/accessories\/(.+)\/pieces\/(\d+)$/.exec(path);
    if (method === 'PUT' && piece) {
      const [accessory, number] = [decodeURIComponent(piece[1]), Number(piece[2])];
      const { owned, origin } = JSON.parse(String(init!.body)) as { owned: boolean; origin?: OwnedPiece['origin'] };
      const held = pieces.find((p) => p.accessory === accessory && p.number === number);
      pieces = pieces.filter((p) => p !== held);
      if (owned) pieces.push({ accessory, number, origin: origin ?? held?.origin ?? 'original' });
    }
    return new Response(JSON.stringify({ ...item, accessory_pieces: pieces }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    writes: () => requests.filter((r) => r.method !== 'GET'),
    /** Another tab ticks a piece: stored, not yet seen by this page. */
    ownElsewhere: (accessory: string, number: number) => pieces.push({ accessory, number, origin: 'original' }),
  };
}

/** The checklist as the item page shows it: of the copy as last read from the server. */
function ItemChecklist() {
  const { data } = useInventoryItem(7);
  return data ? <AccessoriesChecklist item={data} /> : null;
}

afterEach(() => vi.unstubAllGlobals());

describe('the accessories checklist, piece by piece', () => {
  it('sends each piece owned or missing as that one change, and keeps a change made meanwhile in another tab', async () => {
    const api = server();
    renderScreen(<ItemChecklist />);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    await waitFor(() => expect(box('Kama')).not.toBeChecked());
    expect(screen.getAllByTestId('accessory-piece').map((row) => row.textContent)).toEqual([
      'Katana 1 of 2Missing', 'Katana 2 of 2Missing', 'KamaOriginal colour: purple (source)Missing', 'Weapon rackMissing',
    ]);
    // Another tab owns the kama after this page loaded the copy with nothing owned.
    api.ownElsewhere('Kama', 1);

    fireEvent.click(box('Katana 1 of 2'));
    expect(box('Katana 1 of 2')).toBeChecked();
    await waitFor(() => expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/inventory/7/accessories/Katana%20(2)/pieces/1', body: { owned: true } }]));
    // The answer is the pieces as stored: the other tab's kama is there too.
    await waitFor(() => expect(screen.getByTestId('accessory-summary')).toHaveTextContent('2/4 pieces (50%)'));
    expect(screen.getByTestId('completeness-status')).toHaveTextContent('Missing Accessories (from this checklist)');

    fireEvent.click(box('Katana 1 of 2'));
    await waitFor(() => expect(api.writes()[1]).toEqual({ method: 'PUT', path: '/api/inventory/7/accessories/Katana%20(2)/pieces/1', body: { owned: false } }));
    await waitFor(() => expect(screen.getByTestId('accessory-summary')).toHaveTextContent('1/4 pieces (25%)'));
  });

  it('says where an owned piece came from, and a reproduction keeps a complete copy off its complete price', async () => {
    const api = server();
    renderScreen(<ItemChecklist />);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Kama' })).not.toBeChecked());
    for (const name of ['Katana 1 of 2', 'Katana 2 of 2', 'Kama', 'Weapon rack']) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name })).toBeChecked());
    }
    await waitFor(() => expect(screen.getByTestId('completeness-status')).toHaveTextContent('Complete (from this checklist)'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Katana 2 of 2: where it came from' }), { target: { value: 'reproduction' } });
    await waitFor(() => expect(api.writes().at(-1)).toEqual({ method: 'PUT', path: '/api/inventory/7/accessories/Katana%20(2)/pieces/2', body: { owned: true, origin: 'reproduction' } }));
    await waitFor(() => expect(screen.getByTestId('completeness-status')).toHaveTextContent('Complete with 1 reproduction piece (from this checklist)'));
  });
});
