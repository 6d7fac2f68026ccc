import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';

describe('ApiError reads the error answer (issue 36: without zod, which the first load no longer carries)', () => {
  it('takes the field and every wrong field of a refusal', () => {
    const errors = [{ field: 'purchase_price', error: 'Purchase price must be 0 or more' }, { field: 'notes', error: 'Notes can be at most 10,000 characters' }];
    const error = new ApiError(400, errors[0].error, { error: errors[0].error, field: 'purchase_price', errors });
    expect([error.field, error.errors]).toEqual(['purchase_price', errors]);
  });

  it('makes the one named field its list when the answer has no list', () => {
    const error = new ApiError(400, 'Grade is required', { error: 'Grade is required', field: 'grading_grade' });
    expect(error.errors).toEqual([{ field: 'grading_grade', error: 'Grade is required' }]);
  });

  it('names no field for an answer about the whole request, or for a body that is not an error answer', () => {
    for (const body of [{ error: 'Item not found' }, null, '<html>Bad gateway</html>', { error: 3, field: 'x' }, { message: 'no error field' }]) {
      const error = new ApiError(502, 'The server answered 502', body);
      expect([error.field, error.errors]).toEqual([undefined, []]);
    }
  });

  it('leaves out a field that is not text and a list whose entries are not field errors', () => {
    const error = new ApiError(400, 'Bad', { error: 'Bad', field: 7, errors: [{ field: 'a', error: 1 }] });
    expect([error.field, error.errors]).toEqual([undefined, []]);
  });
});
