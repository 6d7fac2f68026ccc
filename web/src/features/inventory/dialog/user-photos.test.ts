import { describe, expect, it } from 'vitest';
import { dataUrlToFile, keepLegacyPhotos, loadLegacyPhotos, photosKey } from './user-photos.ts';

const jpeg = 'data:image/jpeg;base64,/9j/4AAQ';

describe('photos an earlier version left in localStorage', () => {
  it('are read per item, and the list shrinks to the ones not uploaded, its key removed when none is left', () => {
    localStorage.setItem(photosKey(7), JSON.stringify([jpeg, 'data:image/png;base64,iVBO']));
    expect(loadLegacyPhotos(7)).toEqual([jpeg, 'data:image/png;base64,iVBO']);
    expect(loadLegacyPhotos(8)).toEqual([]);
    keepLegacyPhotos(7, ['data:image/png;base64,iVBO']);
    expect(JSON.parse(localStorage.getItem('inventory-photos-7')!)).toEqual(['data:image/png;base64,iVBO']);
    keepLegacyPhotos(7, []);
    expect(localStorage.getItem('inventory-photos-7')).toBeNull();
  });

  it('ignore stored text that is not a list of image data URLs', () => {
    localStorage.setItem(photosKey(9), 'not json');
    expect(loadLegacyPhotos(9)).toEqual([]);
    localStorage.setItem(photosKey(9), JSON.stringify(['javascript:alert(1)', jpeg, 3]));
    expect(loadLegacyPhotos(9)).toEqual([jpeg]);
    localStorage.removeItem(photosKey(9));
  });
});

describe('dataUrlToFile', () => {
  it('turns a base64 image data URL into a file of its bytes and type', async () => {
    const file = dataUrlToFile(jpeg, 'browser-photo-1.jpg');
    expect(file.name).toBe('browser-photo-1.jpg');
    expect(file.type).toBe('image/jpeg');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    expect([...new Uint8Array(bytes)]).toEqual([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
  });

  it('refuses one that is not a base64 image', () => {
    for (const bad of ['data:text/html;base64,PGI+', 'data:image/jpeg,raw', 'data:image/jpeg;base64,**']) {
      expect(() => dataUrlToFile(bad, 'x.jpg')).toThrow('A photo saved in this browser is damaged and cannot be uploaded.');
    }
  });
});
