import { describe, expect, it } from 'vitest';
import { createScanQueue, shouldIgnoreRepeat } from './scan-queue.ts';
import { REPEAT_SUPPRESSION_MS } from './scan-timings.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createScanQueue', () => {
  it('runs jobs one at a time in the order they were pushed, even when pushed while busy', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const releases: (() => void)[] = [];
    const busy: boolean[] = [];
    const queue = createScanQueue<string>(
      (code) => {
        started.push(code);
        return new Promise<void>((resolve) => releases.push(() => { finished.push(code); resolve(); }));
      },
      (b) => busy.push(b),
    );

    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(started).toEqual(['a']);
    expect(queue.pending()).toBe(3);

    releases[0]();
    await tick();
    expect(started).toEqual(['a', 'b']);
    releases[1]();
    await tick();
    queue.push('d');
    releases[2]();
    await tick();
    releases[3]();
    await tick();

    expect(finished).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.pending()).toBe(0);
    expect(busy).toEqual([true, false]);
  });

  it('keeps going after a job that throws', async () => {
    const done: number[] = [];
    const queue = createScanQueue<number>(async (n) => {
      if (n === 1) throw new Error('boom');
      done.push(n);
    });
    queue.push(1);
    queue.push(2);
    await tick();
    await tick();
    expect(done).toEqual([2]);
    expect(queue.pending()).toBe(0);
  });
});

describe('shouldIgnoreRepeat', () => {
  const last = { code: '036000291452', at: 10_000 };

  it('ignores the same code within the window', () => {
    expect(shouldIgnoreRepeat('036000291452', last, 10_000 + REPEAT_SUPPRESSION_MS - 1, REPEAT_SUPPRESSION_MS)).toBe(true);
  });

  it('accepts the same code once the window has passed', () => {
    expect(shouldIgnoreRepeat('036000291452', last, 10_000 + REPEAT_SUPPRESSION_MS, REPEAT_SUPPRESSION_MS)).toBe(false);
  });

  it('accepts a different code at once, and any code when nothing was seen yet', () => {
    expect(shouldIgnoreRepeat('012345678905', last, 10_001, REPEAT_SUPPRESSION_MS)).toBe(false);
    expect(shouldIgnoreRepeat('036000291452', null, 10_001, REPEAT_SUPPRESSION_MS)).toBe(false);
  });
});
