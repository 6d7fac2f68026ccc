import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressPhoto, fitWithin } from './compress.ts';

describe('fitWithin (1920x1080, proportions kept)', () => {
  it('shrinks a 4:3 phone photo to the box height', () => {
    // 4032x3024: limited by 1080/3024 = 0.357 -> 1440x1080.
    expect(fitWithin(4032, 3024)).toEqual({ width: 1440, height: 1080 });
  });

  it('shrinks a wide photo to the box width', () => {
    // 3840x1600: 1920/3840 = 0.5 beats 1080/1600 = 0.675 -> 1920x800.
    expect(fitWithin(3840, 1600)).toEqual({ width: 1920, height: 800 });
    expect(fitWithin(3840, 2160)).toEqual({ width: 1920, height: 1080 });
  });

  it('fits a portrait photo in the box turned upright', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1080, height: 1440 });
    // A 9:16 portrait keeps 1080 across instead of shrinking to 608.
    expect(fitWithin(2160, 3840)).toEqual({ width: 1080, height: 1920 });
  });

  it('never enlarges, and rounds to whole pixels', () => {
    expect(fitWithin(1000, 800)).toEqual({ width: 1000, height: 800 });
    expect(fitWithin(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    // 2001x1500: 1080/1500 = 0.72 -> 1440.72 -> 1441.
    expect(fitWithin(2001, 1500)).toEqual({ width: 1441, height: 1080 });
  });
});

describe('compressPhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const photo = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

  function fakeCanvas(blob: Blob | null, context: object | null = { fillRect() {}, drawImage: vi.fn() }) {
    const canvas = { width: 0, height: 0, getContext: vi.fn(() => context), toBlob: vi.fn((done: (b: Blob | null) => void) => done(blob)) };
    vi.spyOn(document, 'createElement').mockReturnValue(canvas as unknown as HTMLCanvasElement);
    return canvas;
  }

  it('draws the oriented image at the fitted size and encodes a JPEG at 0.85', async () => {
    const bitmap = { width: 4032, height: 3024, close: vi.fn() };
    const decode = vi.fn(async () => bitmap);
    vi.stubGlobal('createImageBitmap', decode);
    const jpeg = new Blob([new Uint8Array(1234)], { type: 'image/jpeg' });
    const context = { fillRect: vi.fn(), drawImage: vi.fn() };
    const canvas = fakeCanvas(jpeg, context);

    expect(await compressPhoto(photo)).toBe(jpeg);
    expect(decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    expect([canvas.width, canvas.height]).toEqual([1440, 1080]);
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1440, 1080);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it("says 'Failed to load image' when the file cannot be decoded", async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new Error('decode');
    });
    await expect(compressPhoto(photo)).rejects.toThrow('Failed to load image');
  });

  it("says 'Could not get canvas context' without a 2D canvas", async () => {
    vi.stubGlobal('createImageBitmap', async () => ({ width: 900, height: 700, close() {} }));
    fakeCanvas(null, null);
    await expect(compressPhoto(photo)).rejects.toThrow('Could not get canvas context');
  });

  it("says 'Compression failed' when the browser makes no JPEG", async () => {
    const bitmap = { width: 900, height: 700, close: vi.fn() };
    vi.stubGlobal('createImageBitmap', async () => bitmap);
    fakeCanvas(null);
    await expect(compressPhoto(photo)).rejects.toThrow('Compression failed');
    expect(bitmap.close).toHaveBeenCalled();
  });
});
