import { describe, expect, it } from 'vitest';
import { ANALYSIS_FRESH_MS } from '@tmnt/domain';
import { FreshAnswer } from '../src/analysis/cache.ts';

function counting() {
  let version = 1;
  let now = 0;
  let computed = 0;
  const fresh = new FreshAnswer<number>(async () => version, () => now);
  return {
    fresh,
    get: () => fresh.get(async () => ++computed),
    write: () => version++,
    wait: (ms: number) => (now += ms),
    computed: () => computed,
  };
}

describe('the analysis kept while fresh', () => {
  it('is computed once for readers at the same time and kept for 5 minutes', async () => {
    const c = counting();
    expect(await Promise.all([c.get(), c.get()])).toEqual([1, 1]);
    c.wait(ANALYSIS_FRESH_MS - 1);
    expect(await c.get()).toBe(1);
    c.wait(1);
    expect(await c.get()).toBe(2);
  });

  it('is computed again at once after a write', async () => {
    const c = counting();
    await c.get();
    c.write();
    expect(await c.get()).toBe(2);
    expect(c.computed()).toBe(2);
  });

  it('is not kept when computing it failed', async () => {
    const c = counting();
    await expect(c.fresh.get(() => Promise.reject(new Error('the collection could not be read')))).rejects.toThrow('could not be read');
    expect(await c.get()).toBe(1);
  });
});
