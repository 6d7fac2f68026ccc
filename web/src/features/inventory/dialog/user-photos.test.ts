import { describe, expect, it, vi } from 'vitest';
import { fitWithin, loadPhotos, PhotoStorageFullError, photosKey, savePhotos } from './user-photos.ts';

const jpeg = 'data:image/jpeg;base64,AAAA';

describe('user photos in localStorage', () => {
  it('keeps a list per item under its own key, removing the key when empty', () => {
    savePhotos(7, [jpeg, jpeg]);
    expect(localStorage.getItem(photosKey(7))).toBe(JSON.stringify([jpeg, jpeg]));
    expect(loadPhotos(7)).toEqual([jpeg, jpeg]);
    expect(loadPhotos(8)).toEqual([]);
    savePhotos(7, []);
    expect(localStorage.getItem('inventory-photos-7')).toBeNull();
  });

  it('ignores stored text that is not a list of image data URLs', () => {
    localStorage.setItem(photosKey(9), 'not json');
    expect(loadPhotos(9)).toEqual([]);
    localStorage.setItem(photosKey(9), JSON.stringify(['javascript:alert(1)', jpeg, 3]));
    expect(loadPhotos(9)).toEqual([jpeg]);
  });

  it('turns a full storage quota into a clear error', () => {
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => savePhotos(1, [jpeg])).toThrow(PhotoStorageFullError);
    expect(() => savePhotos(1, [jpeg])).toThrow(/photo storage is full/);
    full.mockRestore();
  });
});

describe('fitWithin', () => {
  it('downscales the longer side to 1024 keeping proportions, and never upscales', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1500, 3000)).toEqual({ width: 512, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
