import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Figure, ItemPhoto } from '@tmnt/domain';
import { useInventoryItem } from '../../../api/inventory.ts';
import { testItem } from '../../../test/item.ts';
import { renderScreen } from '../../../test/render.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { photosKey } from './user-photos.ts';

const item = testItem();

/** The copy's figure, as the server answers it. */
const FIGURE: Figure = {
  id: 1, name: 'Leonardo', character: 'Leonardo', series: 'Series 1', year: 1988, manufacturer: 'Playmates', upc: null, upcs: [], description: null,
  image_url: null, thumbnail_url: null, accessories: [], aliases: [], variants: [], variant_details: [], reissues: [], accessory_colours: [], source: 'catalogue',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server keeping the copy's photos as the API does; a file named in `refuse` is refused with the server's message. */
function server(refuse: string[] = []) {
  const photos: ItemPhoto[] = [];
  const sent: string[] = [];
  const madePicture: number[] = [];
  let nextId = 1;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/inventory/7') return json({ ...item, photos });
    if (method === 'POST' && path === '/api/inventory/7/photos') {
      const files = (init!.body as FormData).getAll('photo') as File[];
      sent.push(...files.map((f) => `${f.name} ${f.type} ${f.size}`));
      const bad = files.find((f) => refuse.includes(f.name));
      if (bad) return json({ error: `"${bad.name}": Not a JPEG, PNG, WebP or HEIC image`, field: 'photo' }, 400);
      for (const f of files) photos.push({ id: nextId, url: `/uploads/${f.name}-${nextId++}.jpg`, width: 100, height: 80 });
      return json(photos);
    }
    const asPicture = /^\/api\/inventory\/7\/photos\/(\d+)\/figure-picture$/.exec(path);
    if (method === 'POST' && asPicture) {
      const photo = photos.find((p) => p.id === Number(asPicture[1]))!;
      madePicture.push(photo.id);
      return json({ ...FIGURE, image_url: photo.url, thumbnail_url: `${photo.url}-small.jpg` });
    }
    const removed = /^\/api\/inventory\/7\/photos\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removed) {
      photos.splice(photos.findIndex((p) => p.id === Number(removed[1])), 1);
      return json(photos);
    }
    return json({ error: `No stub for ${method} ${path}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { photos, sent, madePicture };
}

function ItemPhotos({ editing = false }: { editing?: boolean }) {
  const { data } = useInventoryItem(7);
  return data ? <PhotosSection item={data} editing={editing} onGrade={() => undefined} /> : null;
}

const yourPhotos = () => screen.queryAllByRole('img', { name: /^Your photo/ }).map((img) => img.getAttribute('src'));
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('add-photo-input'), { target: { files } });
const photoFile = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the photos section', () => {
  it('offers the photos saved only in this browser, uploads them one by one, then forgets them', async () => {
    localStorage.setItem(photosKey(7), JSON.stringify(['data:image/jpeg;base64,/9j/4AAQ', 'data:image/png;base64,iVBORw==']));
    const api = server();
    renderScreen(<ItemPhotos />);
    expect(await screen.findByText(/2 photos saved only in this browser/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload to the server' }));
    await waitFor(() => expect(yourPhotos()).toEqual(['/uploads/browser-photo-1.jpg-1.jpg', '/uploads/browser-photo-2.jpg-2.jpg']));
    expect(api.sent).toEqual(['browser-photo-1.jpg image/jpeg 6', 'browser-photo-2.jpg image/png 4']);
    expect(localStorage.getItem(photosKey(7))).toBeNull();
    expect(screen.queryByText(/saved only in this browser/)).not.toBeInTheDocument();
  });

  it('keeps in the browser what the server refused, saying why, and puts the offer off on Not now', async () => {
    localStorage.setItem(photosKey(7), JSON.stringify(['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,AAAA']));
    server(['browser-photo-2.jpg']);
    renderScreen(<ItemPhotos />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload to the server' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"browser-photo-2.jpg": Not a JPEG, PNG, WebP or HEIC image');
    // The first is on the server and gone from the browser; the refused one stays, still offered.
    await waitFor(() => expect(yourPhotos()).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(photosKey(7))!)).toEqual(['data:image/jpeg;base64,AAAA']);
    expect(screen.getByText(/1 photo saved only in this browser/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/saved only in this browser/)).not.toBeInTheDocument();
    expect(localStorage.getItem(photosKey(7))).not.toBeNull();
  });

  it('adds photos while editing with the progress shown, and removes one', async () => {
    const api = server();
    renderScreen(<ItemPhotos editing />);
    const add = await screen.findByRole('button', { name: 'Add Photo' });
    expect(screen.getByText('No photos of your own yet.')).toBeInTheDocument();
    choose(photoFile('a.jpg'), photoFile('b.jpg'));
    // At once, before the server answers: the button says how far the upload is, and takes no more.
    expect(screen.getByRole('button', { name: 'Uploading 1 of 2...' })).toBeDisabled();
    await waitFor(() => expect(yourPhotos()).toEqual(['/uploads/a.jpg-1.jpg', '/uploads/b.jpg-2.jpg']));
    expect(add).toHaveTextContent('Add Photo');
    expect(add).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(yourPhotos()).toEqual(['/uploads/b.jpg-2.jpg']));
    expect(api.photos.map((p) => p.id)).toEqual([2]);
  });

  it('says what the copy is shown by, and makes one of its photos the figure\'s picture while editing', async () => {
    const api = server();
    renderScreen(<ItemPhotos editing />);
    await screen.findByRole('button', { name: 'Add Photo' });
    expect(screen.getByText('No picture yet')).toBeInTheDocument();
    choose(photoFile('a.jpg'), photoFile('b.jpg'));
    await waitFor(() => expect(yourPhotos()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: "Use photo 2 as the figure's picture" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Photo 2 is now the picture of Leonardo: its copies with no photo of their own show it.');
    expect(api.madePicture).toEqual([2]);
  });

  it('shows the server\'s refusal of a photo', async () => {
    server(['notes.txt']);
    renderScreen(<ItemPhotos editing />);
    await screen.findByRole('button', { name: 'Add Photo' });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"notes.txt": Not a JPEG, PNG, WebP or HEIC image');
    expect(yourPhotos()).toEqual([]);
  });
});
