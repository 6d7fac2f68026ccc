import { describe, expect, it } from 'vitest';
import { aiGradeForm } from './grading.ts';

describe('the AI grading request', () => {
  it('carries the packaging, each photo as photo_{i}.jpg with its requirement, and the expected accessories', () => {
    const front = new Blob(['front'], { type: 'image/jpeg' });
    const back = new Blob(['back'], { type: 'image/jpeg' });
    const form = aiGradeForm({
      packaging: 'LOOSE',
      photos: [
        { file: front, requirement: 'Front View' },
        { file: back, requirement: 'Back View' },
      ],
      expectedAccessories: ['Katana', 'Belt'],
    });
    expect([...form.keys()]).toEqual(['packaging_status', 'photo_0', 'photo_0_requirement', 'photo_1', 'photo_1_requirement', 'expected_accessories']);
    expect(form.get('packaging_status')).toBe('LOOSE');
    const photo = form.get('photo_1') as File;
    expect(photo.name).toBe('photo_1.jpg');
    // jsdom's File has no text(): its size and type show it is the second photo's bytes.
    expect([photo.size, photo.type]).toEqual([4, 'image/jpeg']);
    expect(form.get('photo_1_requirement')).toBe('Back View');
    expect(JSON.parse(form.get('expected_accessories') as string)).toEqual(['Katana', 'Belt']);
  });

  it('leaves the expected accessories out when none are given (the item page)', () => {
    const form = aiGradeForm({ packaging: 'MOC', photos: [] });
    expect(form.has('expected_accessories')).toBe(false);
  });
});
