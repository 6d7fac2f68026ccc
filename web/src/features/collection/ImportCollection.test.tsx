import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportResult } from '@tmnt/domain';
import { useImportCollection } from '../../api/transfer.ts';
import { renderScreen } from '../../test/render.tsx';
import { ImportButton, ImportOutcome } from './ImportCollection.tsx';

function ImportArea() {
  const importing = useImportCollection();
  return (
    <>
      <ImportButton importing={importing} />
      <ImportOutcome importing={importing} />
    </>
  );
}

/** The server's answer to POST /inventory/import; every request is recorded. */
function stubImport(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const chooseFile = (text: string) => {
  const input = screen.getByLabelText('Collection file to import (made by Export JSON)');
  // jsdom's File has no text(); a browser's does.
  const file = Object.assign(new File([text], 'tmnt-collection-2026-11-23.json', { type: 'application/json' }), { text: async () => text });
  fireEvent.change(input, { target: { files: [file] } });
};

afterEach(() => vi.unstubAllGlobals());

describe('Import', () => {
  it('sends the chosen file as it is and shows what was imported and what was already there', async () => {
    const answer: ImportResult = { imported: 2, skipped_existing: 1, own_figures: { imported: 0, skipped_existing: 0 }, places: { imported: 0, skipped_existing: 0 }, own_sales: { imported: 1, skipped_existing: 0 }, linked_upcs: { imported: 0, skipped_existing: 1 } };
    const fetchMock = stubImport(200, answer);
    renderScreen(<ImportArea />);
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    const file = '{"format":"tmnt-collection","version":1,"copies":[]}';
    chooseFile(file);

    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(await within(result).findByText('Imported 2 copies, skipped 1 copy already there, 1 own sale and 0 linked codes added.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rows to correct' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/inventory/import');
    expect(init).toMatchObject({ method: 'POST', body: file, headers: { 'content-type': 'application/json' } });
    // Light and dark styles both.
    expect(result.className).toMatch(/bg-white/);
    expect(result.className).toMatch(/dark:bg-gray-900/);

    fireEvent.click(within(result).getByRole('button', { name: 'Close import result' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Import result' })).not.toBeInTheDocument());
  });

  it('shows a file refused for its bad rows: nothing imported, and each row to correct with its reason', async () => {
    stubImport(400, {
      error: 'Nothing was imported: 2 rows of the file are not valid. Correct or remove them, then import the file again.',
      field: 'copies.4',
      errors: [
        { field: 'copies.4', error: 'Copy 4: unknown figure: no figure is Splinter Prime (2099, Imaginary)' },
        { field: 'own_sales.1', error: 'Own sale 1: Price must be more than 0' },
      ],
    });
    renderScreen(<ImportArea />);
    chooseFile('{"format":"tmnt-collection","version":1,"copies":[]}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Import failed: Nothing was imported: 2 rows of the file are not valid.');
    expect(within(screen.getByRole('list', { name: 'Rows to correct' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Copy 4: unknown figure: no figure is Splinter Prime (2099, Imaginary)',
      'Own sale 1: Price must be more than 0',
    ]);
  });

  it('shows the server\'s reason when it refuses the whole file', async () => {
    stubImport(400, { error: 'format must be "tmnt-collection": import takes a file made by Export JSON' });
    renderScreen(<ImportArea />);
    chooseFile('{"hello":"world"}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Import failed: format must be "tmnt-collection": import takes a file made by Export JSON');
  });
});
