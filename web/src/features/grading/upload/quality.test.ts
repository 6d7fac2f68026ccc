import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPhotoQuality, NOT_AN_IMAGE, qualityIssues } from './quality.ts';

const KB = 1024;

describe('qualityIssues', () => {
  it('accepts a photo of exactly 50 KB and 800x600', () => {
    expect(qualityIssues(50 * KB, { width: 800, height: 600 })).toEqual([]);
  });

  it('rejects a file one byte under 50 KB as over-compressed', () => {
    expect(qualityIssues(50 * KB - 1, { width: 4032, height: 3024 })).toEqual(['File size too small (over-compressed)']);
  });

  it('rejects a width under 800 or a height under 600, naming the size', () => {
    expect(qualityIssues(200 * KB, { width: 799, height: 600 })).toEqual(['Resolution too low: 799x600 (minimum 800x600 required)']);
    expect(qualityIssues(200 * KB, { width: 800, height: 599 })).toEqual(['Resolution too low: 800x599 (minimum 800x600 required)']);
    // The minimum is width by height, not either way round: a 600x800 portrait is too narrow.
    expect(qualityIssues(200 * KB, { width: 600, height: 800 })).toEqual(['Resolution too low: 600x800 (minimum 800x600 required)']);
  });

  it('says an unreadable image failed to read, and lists every issue', () => {
    expect(qualityIssues(200 * KB, null)).toEqual(['Failed to read image']);
    expect(qualityIssues(3 * KB, { width: 500, height: 400 })).toEqual([
      'File size too small (over-compressed)',
      'Resolution too low: 500x400 (minimum 800x600 required)',
    ]);
  });
});

describe('checkPhotoQuality', () => {
  afterEach(() => vi.unstubAllGlobals());

  const bytes = (n: number, type: string) => new Blob([new Uint8Array(n)], { type });

  it('reads the size with the EXIF orientation applied', async () => {
    const close = vi.fn();
    const decode = vi.fn(async () => ({ width: 3024, height: 4032, close }));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await checkPhotoQuality(bytes(300 * KB, 'image/jpeg'))).toEqual([]);
    expect(decode).toHaveBeenCalledWith(expect.any(Blob), { imageOrientation: 'from-image' });
    expect(close).toHaveBeenCalled();
  });

  it('reports the decoded size that is too small', async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 640, height: 480, close() {} }));
    expect(await checkPhotoQuality(bytes(80 * KB, 'image/png'))).toEqual(['Resolution too low: 640x480 (minimum 800x600 required)']);
  });

  it('says an image the browser cannot decode failed to read', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    expect(await checkPhotoQuality(bytes(80 * KB, 'image/heic'))).toEqual(['Failed to read image']);
  });

  it('turns away a file that is not an image without decoding it', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    expect(await checkPhotoQuality(bytes(80 * KB, 'application/pdf'))).toEqual([NOT_AN_IMAGE]);
    expect(await checkPhotoQuality(bytes(80 * KB, ''))).toEqual([NOT_AN_IMAGE]);
    expect(decode).not.toHaveBeenCalled();
  });
});
