import { describe, expect, it } from 'vitest';
import { missingRequiredPhotos, photoRequirementsFor, photoResolutionProblem } from './photo-requirements.ts';

const names = (status: Parameters<typeof photoRequirementsFor>[0], required: boolean) =>
  photoRequirementsFor(status).filter((r) => r.required === required).map((r) => r.name);

describe('photo requirements (spec section 3)', () => {
  it('MOC and MIP share 11 shots: 9 required, 2 optional', () => {
    expect(photoRequirementsFor('MIP')).toBe(photoRequirementsFor('MOC'));
    expect(names('MOC', true)).toEqual([
      'Front of Card', 'Back of Card', 'Top Edge', 'Bottom Edge', 'Left Side Edge', 'Right Side Edge', 'Bubble Clarity', 'Seal Integrity', 'Figure Inside Bubble',
    ]);
    expect(names('MOC', false)).toEqual(['Price Tag/Sticker Area', 'Manufacturing Date Stamp']);
  });

  it('LOOSE has 9 required shots', () => {
    expect(names('LOOSE', true)).toEqual(['Front View', 'Back View', 'Left Side', 'Right Side', 'Head/Face Close-up', 'Joint Condition', 'Paint Details', 'Base/Feet', 'All Accessories']);
    expect(names('LOOSE', false)).toEqual([]);
  });

  it("DAMAGED_PACKAGE has 7 required and an optional 'Figure: All Accessories'", () => {
    expect(names('DAMAGED_PACKAGE', true)).toEqual([
      'Package: Front', 'Package: Damage Areas', 'Package: Back', 'Figure: Front', 'Figure: Back', 'Figure: Joints', 'Figure: Paint Details',
    ]);
    expect(names('DAMAGED_PACKAGE', false)).toEqual(['Figure: All Accessories']);
  });

  it('every requirement has a description and examples, and names are unique per status', () => {
    for (const status of ['MOC', 'LOOSE', 'DAMAGED_PACKAGE'] as const) {
      const list = photoRequirementsFor(status);
      expect(new Set(list.map((r) => r.name)).size).toBe(list.length);
      for (const r of list) {
        expect(r.description).not.toBe('');
        expect(r.examples.length).toBeGreaterThan(0);
      }
    }
  });

  it('missingRequiredPhotos names the required shots no photo is for, ignoring optional and unknown ones', () => {
    expect(missingRequiredPhotos('LOOSE', ['Front View', 'Back View', 'Front View', 'Something else'])).toEqual([
      'Left Side', 'Right Side', 'Head/Face Close-up', 'Joint Condition', 'Paint Details', 'Base/Feet', 'All Accessories',
    ]);
    expect(missingRequiredPhotos('MOC', names('MOC', true))).toEqual([]);
    expect(missingRequiredPhotos('DAMAGED_PACKAGE', [])).toHaveLength(7);
  });
});

describe('photoResolutionProblem', () => {
  it('passes 800x600 and larger, and words a smaller photo as the spec does', () => {
    expect(photoResolutionProblem(800, 600)).toBeNull();
    expect(photoResolutionProblem(4032, 3024)).toBeNull();
    expect(photoResolutionProblem(799, 600)).toBe('Resolution too low: 799x600 (minimum 800x600 required)');
    expect(photoResolutionProblem(600, 800)).toBe('Resolution too low: 600x800 (minimum 800x600 required)');
  });
});
