import { describe, expect, it } from 'vitest';
import { photoRequirementsFor } from '@tmnt/domain';
import { formatKb, missingRequired, submitState, totalCompressedBytes, type WizardPhoto } from './photos.ts';

const photo = (requirement: string, uploadStatus: WizardPhoto['uploadStatus'] = 'complete', compressedSize = 100 * 1024): WizardPhoto => ({
  id: `${requirement}-${uploadStatus}-${compressedSize}`,
  file: new Blob(),
  preview: 'blob:x',
  requirement,
  uploadStatus,
  uploadProgress: uploadStatus === 'complete' ? 100 : 0,
  compressedSize: uploadStatus === 'complete' ? compressedSize : 0,
});

const names = (status: Parameters<typeof photoRequirementsFor>[0], required = true) =>
  photoRequirementsFor(status)
    .filter((r) => r.required === required)
    .map((r) => r.name);

describe('submitState', () => {
  it('counts the required photos still needed: 9 for a loose figure with none', () => {
    expect(submitState('LOOSE', [])).toEqual({ enabled: false, label: 'Add 9 more required photos' });
  });

  it('says one more in the singular', () => {
    const photos = names('LOOSE').slice(0, 8).map((n) => photo(n));
    expect(submitState('LOOSE', photos)).toEqual({ enabled: false, label: 'Add 1 more required photo' });
  });

  it('counts only complete photos: compressing and failed ones are not there yet', () => {
    const [first, second, ...rest] = names('LOOSE');
    const photos = [photo(first, 'compressing'), photo(second, 'error'), ...rest.map((n) => photo(n))];
    expect(submitState('LOOSE', photos).label).toBe('Add 2 more required photos');
    expect(missingRequired('LOOSE', photos)).toEqual([first, second]);
  });

  it('does not count optional photos or a second photo of the same requirement as required ones', () => {
    const required = names('MOC');
    const photos = [...names('MOC', false).map((n) => photo(n)), photo(required[0]), photo(required[0])];
    expect(submitState('MOC', photos).label).toBe('Add 8 more required photos');
  });

  it('submits once every required requirement has a complete photo, counting every complete photo', () => {
    const photos = [...names('DAMAGED_PACKAGE').map((n) => photo(n)), photo('Figure: All Accessories'), photo('Figure: Front', 'error')];
    expect(submitState('DAMAGED_PACKAGE', photos)).toEqual({ enabled: true, label: 'Submit 8 Photos for AI Grading' });
  });

  it("ignores photos left from another packaging's requirements", () => {
    const photos = [...names('LOOSE').map((n) => photo(n)), ...names('MOC').map((n) => photo(n, 'compressing'))];
    expect(submitState('LOOSE', photos)).toEqual({ enabled: true, label: 'Submit 9 Photos for AI Grading' });
    expect(submitState('MOC', photos).label).toBe('Add 9 more required photos');
  });

  it('waits for photos still compressing', () => {
    const photos = [...names('LOOSE').map((n) => photo(n)), photo('Front View', 'compressing')];
    expect(submitState('LOOSE', photos)).toEqual({ enabled: false, label: 'Compressing 1 photo...' });
  });

  it('holds back more photos than one grading takes (20)', () => {
    const photos = [...names('LOOSE').map((n) => photo(n)), ...Array.from({ length: 13 }, (_, i) => photo('Paint Details', 'complete', 1000 + i))];
    expect(submitState('LOOSE', photos)).toEqual({ enabled: false, label: 'Remove 2 photos (at most 20)' });
  });
});

describe('sizes', () => {
  it('adds up the complete photos only, shown in KB', () => {
    const photos = [photo('Front View', 'complete', 300 * 1024), photo('Back View', 'complete', 212_480), photo('Left Side', 'compressing')];
    // 307200 + 212480 = 519680 bytes = 507.5 KB -> 508 KB.
    expect(totalCompressedBytes(photos)).toBe(519_680);
    expect(formatKb(totalCompressedBytes(photos))).toBe('508 KB');
    expect(formatKb(2_000_000)).toBe('1,953 KB');
  });
});
