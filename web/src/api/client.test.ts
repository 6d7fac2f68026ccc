import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, SERVER_UNREACHABLE } from './client.ts';
import { isServerReachable, onServerReachabilityChange } from './reachability.ts';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('a request that gets no answer', () => {
  it('fails with an ApiError that says offline, not "Failed to fetch", and marks the server unreachable until one answers', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const changes: boolean[] = [];
    const stop = onServerReachabilityChange(() => changes.push(isServerReachable()));

    const failure = await api.get('/inventory', z.array(z.unknown())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, message: SERVER_UNREACHABLE });
    expect(SERVER_UNREACHABLE).toMatch(/^Offline: cannot reach the collection's server/);
    expect(isServerReachable()).toBe(false);

    // Any answer, even a refusal, shows the server is there again.
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, { error: 'Not found: GET /api/nothing' })));
    await expect(api.get('/nothing', z.unknown())).rejects.toMatchObject({ status: 404, message: 'Not found: GET /api/nothing' });
    expect(isServerReachable()).toBe(true);
    expect(changes).toEqual([false, true]);
    stop();
  });

  it('passes on a failure that is not the network (an abort), without calling the server unreachable', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(api.get('/inventory', z.unknown())).rejects.toBe(abort);
    expect(isServerReachable()).toBe(true);
  });

  it('tells the listeners only when reachability changes, and no longer once they unsubscribe', async () => {
    const answers = () => vi.stubGlobal('fetch', vi.fn().mockImplementation(() => Promise.resolve(answer(200, []))));
    const fails = () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const get = () => api.get('/inventory', z.array(z.unknown())).catch(() => undefined);
    const listener = vi.fn();
    const stop = onServerReachabilityChange(listener);
    answers();
    await get();
    await get();
    expect(listener).not.toHaveBeenCalled();
    fails();
    await get();
    await get();
    expect(listener).toHaveBeenCalledTimes(1);
    answers();
    await get();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    fails();
    await get();
    expect(listener).toHaveBeenCalledTimes(2);
    answers();
    await get();
  });
});

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
