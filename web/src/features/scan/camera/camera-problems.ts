/** Why the camera cannot be used (spec section 8), checked before and after asking for it. */
export type CameraProblem =
  | { kind: 'insecure' }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

const CAMERA_UNSUPPORTED = 'Camera not supported on this device';
const CAMERA_DENIED = 'Camera access denied';
const CAMERA_FAILED = 'Failed to access camera';
export const CANVAS_UNSUPPORTED = 'Canvas not supported';

/** Browsers only offer the camera to HTTPS pages and localhost; elsewhere `mediaDevices` is simply missing. */
export function cameraProblemBeforeStart(): CameraProblem | null {
  if (window.isSecureContext === false) return { kind: 'insecure' };
  if (!navigator.mediaDevices?.getUserMedia) return { kind: 'unsupported' };
  return null;
}

export function cameraProblemFromError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return { kind: 'denied' };
  const message = error instanceof Error || error instanceof DOMException ? error.message : '';
  return { kind: 'failed', message: message || CAMERA_FAILED };
}

/** The status line for a problem. */
export function cameraProblemStatus(problem: CameraProblem): string {
  switch (problem.kind) {
    case 'insecure':
      return 'Camera needs HTTPS or localhost';
    case 'unsupported':
      return CAMERA_UNSUPPORTED;
    case 'denied':
      return CAMERA_DENIED;
    case 'failed':
      return problem.message;
  }
}
