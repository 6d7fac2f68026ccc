import { describe, expect, it } from 'vitest';
import { copyPicture, isStoredPhotoAddress } from './photos.ts';

const own = `/uploads/${'a'.repeat(64)}.jpg`;
const picture = `/uploads/${'b'.repeat(64)}.jpg`;
const thumbnail = `/uploads/${'c'.repeat(64)}.jpg`;

describe('a copy\'s picture', () => {
  it('is its own first photo, in lists too, before its figure\'s picture', () => {
    expect(copyPicture(own, { image_url: picture, thumbnail_url: thumbnail })).toEqual({ image_url: own, thumbnail_url: own });
  });

  it('is its figure\'s picture, its thumbnail in lists, when it has no photo of its own', () => {
    expect(copyPicture(undefined, { image_url: picture, thumbnail_url: thumbnail })).toEqual({ image_url: picture, thumbnail_url: thumbnail });
    // A picture set by address has no thumbnail: lists show the picture.
    expect(copyPicture(null, { image_url: 'https://example.org/leo.jpg', thumbnail_url: null })).toEqual({ image_url: 'https://example.org/leo.jpg', thumbnail_url: 'https://example.org/leo.jpg' });
  });

  it('is none (the placeholder) when neither is there', () => {
    expect(copyPicture(null, { image_url: null, thumbnail_url: null })).toEqual({ image_url: null, thumbnail_url: null });
  });
});

describe('a stored photo\'s address', () => {
  it('is /uploads/ and a content hash, nothing else', () => {
    expect(isStoredPhotoAddress(own)).toBe(true);
    for (const address of [`/uploads/${'a'.repeat(63)}.jpg`, `/uploads/../${'a'.repeat(64)}.jpg`, `/uploads/${'a'.repeat(64)}.html`, `https://x.org/uploads/${'a'.repeat(64)}.jpg`, '/api/backup']) {
      expect(isStoredPhotoAddress(address), address).toBe(false);
    }
  });
});
