import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id.ts';

describe('parseRouteId', () => {
  it('reads a whole positive number', () => {
    expect(parseRouteId('12')).toBe(12);
  });

  it.each([undefined, '', 'abc', '12abc', '-3', '1.5', '0', '99999999999999999999'])('refuses %s', (value) => {
    expect(parseRouteId(value)).toBeNull();
  });
});
