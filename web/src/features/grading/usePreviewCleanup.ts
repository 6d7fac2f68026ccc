import { useEffect, useRef } from 'react';
import { revokePreviews, type WizardPhoto } from './upload/photos.ts';

/**
 * Frees the photos' preview URLs the wizard no longer holds: photos dropped by a change of packaging or a restart,
 * and all of them when the wizard closes. (The upload step frees a photo's preview when the collector removes it.)
 */
export function usePreviewCleanup(photos: readonly WizardPhoto[]) {
  const held = useRef(photos);
  useEffect(() => {
    const kept = new Set(photos.map((p) => p.preview));
    revokePreviews(held.current.filter((p) => !kept.has(p.preview)));
    held.current = photos;
  }, [photos]);
  useEffect(() => () => revokePreviews(held.current), []);
}
