import { isInstalledApp } from '../offline/index.ts';

/** iOS Safari and installed apps have no reload control of their own, so the app offers one (spec section 2). */
export function needsOwnReload(): boolean {
  const iOS = /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  return iOS || isInstalledApp();
}
