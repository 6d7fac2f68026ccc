import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraProblemBeforeStart, cameraProblemFromError, cameraProblemStatus } from './camera-problems.ts';

describe('cameraProblemFromError', () => {
  it('reads a refusal as denied, whatever the browser calls it', () => {
    for (const name of ['NotAllowedError', 'PermissionDeniedError', 'SecurityError']) {
      const problem = cameraProblemFromError(new DOMException('nope', name));
      expect(problem).toEqual({ kind: 'denied' });
      expect(cameraProblemStatus(problem)).toBe('Camera access denied');
    }
  });

  it("keeps the browser's message for other failures, else the fixed text", () => {
    expect(cameraProblemFromError(new DOMException('Could not start video source', 'NotReadableError'))).toEqual({ kind: 'failed', message: 'Could not start video source' });
    expect(cameraProblemFromError(new DOMException('', 'OverconstrainedError'))).toEqual({ kind: 'failed', message: 'Failed to access camera' });
    expect(cameraProblemFromError('weird')).toEqual({ kind: 'failed', message: 'Failed to access camera' });
  });
});

describe('cameraProblemBeforeStart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names an insecure page before anything else', () => {
    vi.stubGlobal('isSecureContext', false);
    expect(cameraProblemBeforeStart()).toEqual({ kind: 'insecure' });
    expect(cameraProblemStatus({ kind: 'insecure' })).toBe('Camera needs HTTPS or localhost');
  });

  it('says the camera is unsupported when the browser has no mediaDevices', () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    expect(cameraProblemBeforeStart()).toEqual({ kind: 'unsupported' });
    expect(cameraProblemStatus({ kind: 'unsupported' })).toBe('Camera not supported on this device');
  });

  it('has nothing to say when getUserMedia exists on a secure page', () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => Promise.reject(new Error('unused')) } });
    expect(cameraProblemBeforeStart()).toBeNull();
  });
});
