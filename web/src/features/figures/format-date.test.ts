import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('shows a bare day as that same local day', () => {
    const day = formatDate('2024-05-01');
    expect(day).toBe(new Date(2024, 4, 1).toLocaleDateString());
  });

  it('shows a full timestamp as its local day', () => {
    expect(formatDate('2024-06-20T15:00:00.000Z')).toBe(new Date('2024-06-20T15:00:00.000Z').toLocaleDateString());
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('sometime')).toBe('sometime');
  });
});
