import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { photoRequirementsFor, type PackagingStatus } from '@tmnt/domain';
import type { WizardPhoto } from './photos.ts';
import { UploadStep } from './UploadStep.tsx';

const KB = 1024;

/** Decoded sizes of the test files, by name; a name not listed does not decode. */
const sizes = new Map<string, { width: number; height: number }>();
/** Compressions waiting for the test to let the browser's toBlob answer. */
let pendingBlobs: (() => void)[] = [];
let failEncoding = false;
let urls = 0;
const revoked: string[] = [];

function photoFile(name: string, width: number, height: number, bytes = 400 * KB, type = 'image/jpeg') {
  sizes.set(name, { width, height });
  return new File([new Uint8Array(bytes)], name, { type });
}

beforeEach(() => {
  sizes.clear();
  pendingBlobs = [];
  failEncoding = false;
  revoked.length = 0;
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (blob: Blob) => {
      const size = blob instanceof File ? sizes.get(blob.name) : undefined;
      if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { ...size, close() {} };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect() {}, drawImage() {} } as unknown as CanvasRenderingContext2D);
  // The "JPEG" is a tenth of a byte per pixel, so its size proves the canvas size.
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback) {
    const blob = failEncoding ? null : new Blob([new Uint8Array((this.width * this.height) / 10)], { type: 'image/jpeg' });
    pendingBlobs.push(() => done(blob));
  });
  URL.createObjectURL = vi.fn(() => `blob:test/${++urls}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets every waiting compression finish, and React render the result. */
async function finishCompressions() {
  for (let round = 0; round < 20; round++) {
    await act(async () => {
      const waiting = pendingBlobs;
      pendingBlobs = [];
      for (const finish of waiting) finish();
      await new Promise((r) => setTimeout(r, 0));
    });
    if (pendingBlobs.length === 0 && !screen.queryByText('Checking photos...')) return;
  }
}

function Wizard({ packaging, onSubmit = () => undefined, onBack = () => undefined }: { packaging: PackagingStatus; onSubmit?: (p: WizardPhoto[]) => void; onBack?: () => void }) {
  const [photos, setPhotos] = useState<WizardPhoto[]>([]);
  return <UploadStep packaging={packaging} photos={photos} onPhotosChange={setPhotos} onBack={onBack} onSubmit={onSubmit} />;
}

async function upload(requirement: string, ...files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(`Upload photos for ${requirement}`), { target: { files } });
    await new Promise((r) => setTimeout(r, 0));
  });
}

const submitButton = () => screen.getByRole('button', { name: /Photos? for AI Grading|more required photo|Compressing/ });
const summary = () => screen.getByTestId('photo-summary').textContent;

describe('the upload step', () => {
  it("lists the packaging's requirements with their descriptions, examples and required flag", () => {
    render(<Wizard packaging="MOC" />);
    expect(screen.getByText('9 required photos for Mint on Card, and 2 optional.')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Photo requirements' })).getAllByTestId('photo-requirement');
    expect(cards).toHaveLength(11);
    const front = cards[0];
    expect(within(front).getByRole('heading').textContent).toBe('Front of Card');
    expect(front).toHaveTextContent('The whole front, straight on, filling the frame');
    expect(front).toHaveTextContent('Examples: Card art and bubble in full view · No glare on the bubble');
    expect(within(front).getByText('Required')).toBeInTheDocument();
    // Required ones are highlighted; the optional ones are not.
    expect(front.className).toMatch(/amber/);
    const sticker = cards.find((c) => within(c).queryByRole('heading', { name: 'Price Tag/Sticker Area' }))!;
    expect(within(sticker).getByText('Optional')).toBeInTheDocument();
    expect(sticker.className).not.toMatch(/amber/);

    const picker = screen.getByLabelText('Upload photos for Front of Card') as HTMLInputElement;
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('image/*');
    expect(picker.multiple).toBe(true);
    expect(picker.closest('label')).toHaveTextContent('Upload');
    expect(summary()).toBe('Compressed: 0/0Total size: 0 KB');
  });

  it('shows a good photo compressing, then its compressed size in KB', async () => {
    render(<Wizard packaging="LOOSE" />);
    await upload('Front View', photoFile('front.jpg', 4032, 3024));

    const thumb = screen.getByTestId('photo-thumbnail');
    expect(within(thumb).getByRole('img').getAttribute('alt')).toBe('Photo 1: Front View');
    expect(within(thumb).getByTestId('photo-status')).toHaveTextContent('Compressing...');
    expect(summary()).toBe('Compressed: 0/1Total size: 0 KB');

    await finishCompressions();
    // Fitted to 1440x1080: 155,520 bytes = 151.9 KB.
    expect(within(thumb).getByTestId('photo-status')).toHaveTextContent('152 KB');
    expect(summary()).toBe('Compressed: 1/1Total size: 152 KB');
    expect(screen.getByLabelText('Upload photos for Front View').closest('label')).toHaveTextContent('+ Add More');
    // The original's preview is replaced by the compressed JPEG's.
    expect(revoked).toEqual(['blob:test/' + (urls - 1)]);
    expect(within(thumb).getByRole('img').getAttribute('src')).toBe(`blob:test/${urls}`);
  });

  it("discards photos that fail the quality check and says why in a 'Photo Quality Issue' alert", async () => {
    render(<Wizard packaging="LOOSE" />);
    const opener = screen.getByLabelText('Upload photos for Back View');
    opener.focus();
    await upload('Back View', photoFile('small.jpg', 500, 400), photoFile('tiny.jpg', 1200, 900, 20 * KB), photoFile('notes.txt', 900, 700, 80 * KB, 'text/plain'), new File([new Uint8Array(90 * KB)], 'broken.jpg', { type: 'image/jpeg' }));
    await finishCompressions();

    const alert = screen.getByRole('alertdialog', { name: 'Photo Quality Issue' });
    expect(within(alert).getByText('small.jpg').nextSibling).toHaveTextContent('Resolution too low: 500x400 (minimum 800x600 required)');
    expect(within(alert).getByText('tiny.jpg').nextSibling).toHaveTextContent('File size too small (over-compressed)');
    expect(within(alert).getByText('notes.txt').nextSibling).toHaveTextContent('Not an image file (only images are accepted)');
    expect(within(alert).getByText('broken.jpg').nextSibling).toHaveTextContent('Failed to read image');
    expect(alert).toHaveTextContent('These photos were not added. Please retake with better lighting, a higher camera resolution and steady hands.');
    expect(screen.queryByTestId('photo-thumbnail')).toBeNull();
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();

    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(summary()).toBe('Compressed: 0/0Total size: 0 KB');
  });

  it('keeps the good photos of a selection that also holds a bad one', async () => {
    render(<Wizard packaging="LOOSE" />);
    await upload('Paint Details', photoFile('a.jpg', 1600, 1200), photoFile('b.jpg', 640, 480), photoFile('c.jpg', 1080, 1920));
    await finishCompressions();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('b.jpgResolution too low: 640x480');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This photo was not added.');
    // 1600x1200 -> 1440x1080 (155,520 bytes); 1080x1920 fits upright (207,360 bytes); 362,880 bytes = 354.4 KB.
    expect(screen.getAllByTestId('photo-status').map((s) => s.textContent)).toEqual(['152 KB', '203 KB']);
    expect(summary()).toBe('Compressed: 2/2Total size: 354 KB');
  });

  it('marks a photo whose compression failed as an error, says why, and does not count it', async () => {
    failEncoding = true;
    render(<Wizard packaging="LOOSE" />);
    await upload('Front View', photoFile('front.jpg', 1600, 1200));
    await finishCompressions();
    expect(screen.getByTestId('photo-status')).toHaveTextContent('Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Photo 1: Compression failed. Remove it and add it again.');
    expect(summary()).toBe('Compressed: 0/1Total size: 0 KB');
    expect(submitButton()).toHaveTextContent('Add 9 more required photos');
  });

  it('numbers the photos in the order of the requirements, and removes one, revoking its preview and renumbering the rest', async () => {
    render(<Wizard packaging="LOOSE" />);
    await upload('Back View', photoFile('3.jpg', 1600, 1200));
    await upload('Front View', photoFile('1.jpg', 1600, 1200), photoFile('2.jpg', 1600, 1200));
    await finishCompressions();
    const previews = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1: Front View', 'Photo 2: Front View', 'Photo 3: Back View']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(revoked).toContain(previews[0]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1: Front View', 'Photo 2: Back View']);
    expect(summary()).toBe('Compressed: 2/2Total size: 304 KB');
  });

  it('enables submit only once every required requirement has a complete photo, counting down until then', async () => {
    const onSubmit = vi.fn();
    render(<Wizard packaging="LOOSE" onSubmit={onSubmit} />);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Add 9 more required photos');

    const required = photoRequirementsFor('LOOSE').map((r) => r.name);
    for (const name of required.slice(0, 8)) await upload(name, photoFile(`${name}.jpg`, 1600, 1200));
    await finishCompressions();
    expect(submitButton()).toHaveTextContent('Add 1 more required photo');
    expect(submitButton()).toBeDisabled();

    await upload(required[8], photoFile('last.jpg', 1600, 1200));
    expect(submitButton()).toHaveTextContent('Add 1 more required photo');
    await finishCompressions();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Submit 9 Photos for AI Grading');

    fireEvent.click(submitButton());
    const sent: WizardPhoto[] = onSubmit.mock.calls[0][0];
    expect(sent.map((p) => p.requirement)).toEqual(required);
    expect(sent.every((p) => p.uploadStatus === 'complete' && p.file.type === 'image/jpeg' && p.file.size === 155_520 && p.compressedSize === 155_520)).toBe(true);
  });

  it('goes back to packaging', () => {
    const onBack = vi.fn();
    render(<Wizard packaging="LOOSE" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to packaging' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
