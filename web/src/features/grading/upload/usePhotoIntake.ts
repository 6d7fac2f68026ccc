import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { compressPhoto } from './compress.ts';
import type { WizardPhoto } from './photos.ts';
import { checkPhotoQuality } from './quality.ts';

/** A file the quality check turned away, and why. */
export interface Rejection {
  name: string;
  issues: string[];
}

/** What became of one file: turned away, or added and then compressed (complete), not (error) or removed meanwhile. */
export type IntakeOutcome = 'rejected' | 'complete' | 'error' | 'removed';

let sequence = 0;
// crypto.randomUUID exists only on secure pages, and the app may be opened over plain HTTP on the LAN.
const nextId = () => `photo-${Date.now()}-${++sequence}`;

/**
 * Takes files in for one requirement, one at a time (a phone photo decoded is tens of megabytes): the quality check
 * first (a failing file is discarded and reported), then the photo appears as compressing and becomes the compressed
 * JPEG, or an error with the reason.
 */
export function usePhotoIntake(onPhotosChange: Dispatch<SetStateAction<WizardPhoto[]>>) {
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useRef(onPhotosChange);
  useEffect(() => {
    change.current = onPhotosChange;
  });
  /** Photos removed by the collector, so a compression finishing later does not bring them back. */
  const removed = useRef(new Set<string>());

  const compressInto = useCallback(async (file: File, requirement: string): Promise<IntakeOutcome> => {
    const id = nextId();
    const original = URL.createObjectURL(file);
    change.current((current) => [...current, { id, file, preview: original, requirement, uploadStatus: 'compressing', uploadProgress: 0, compressedSize: 0 }]);
    try {
      const jpeg = await compressPhoto(file);
      if (removed.current.has(id)) return 'removed';
      const preview = URL.createObjectURL(jpeg);
      URL.revokeObjectURL(original);
      change.current((current) =>
        current.map((p) => (p.id === id ? { ...p, file: jpeg, preview, uploadStatus: 'complete', uploadProgress: 100, compressedSize: jpeg.size } : p)),
      );
      return 'complete';
    } catch (error) {
      setErrors((e) => ({ ...e, [id]: error instanceof Error ? error.message : 'Compression failed' }));
      change.current((current) => current.map((p) => (p.id === id ? { ...p, uploadStatus: 'error' } : p)));
      return 'error';
    }
  }, []);

  const add = useCallback(
    async (files: readonly File[], requirement: string): Promise<IntakeOutcome[]> => {
      const outcomes: IntakeOutcome[] = [];
      const rejected: Rejection[] = [];
      for (const file of files) {
        const issues = await checkPhotoQuality(file);
        if (issues.length > 0) {
          rejected.push({ name: file.name, issues });
          outcomes.push('rejected');
        } else {
          outcomes.push(await compressInto(file, requirement));
        }
      }
      if (rejected.length > 0) setRejections((r) => [...r, ...rejected]);
      return outcomes;
    },
    [compressInto],
  );

  const remove = useCallback((photo: WizardPhoto) => {
    removed.current.add(photo.id);
    URL.revokeObjectURL(photo.preview);
    change.current((current) => current.filter((p) => p.id !== photo.id));
  }, []);

  const dismissRejections = useCallback(() => setRejections([]), []);

  return { add, remove, rejections, dismissRejections, errors };
}
