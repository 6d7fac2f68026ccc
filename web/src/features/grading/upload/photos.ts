import { GRADING, missingRequiredPhotos, photoRequirementsFor, plural, type PackagingStatus } from '@tmnt/domain';

/** A photo in the wizard (spec section 3 "Photo item in the wizard"). */
export type WizardPhoto = {
  id: string;
  /** The compressed JPEG once complete; the original file until then. */
  file: Blob;
  /** Object URL of `file`, revoked when the photo is removed or the wizard closes. */
  preview: string;
  requirement: string;
  uploadStatus: 'compressing' | 'complete' | 'error';
  uploadProgress: number;
  compressedSize: number;
};

/**
 * The photos of this packaging's requirements, in the requirements' order (photos of one requirement in the order
 * they were added): the order they are numbered, shown and sent in. Photos left from another packaging do not count.
 */
export function photosInOrder(packaging: PackagingStatus, photos: readonly WizardPhoto[]): WizardPhoto[] {
  const order = new Map(photoRequirementsFor(packaging).map((r, i) => [r.name, i]));
  return photos.filter((p) => order.has(p.requirement)).sort((a, b) => order.get(a.requirement)! - order.get(b.requirement)!);
}

/** Only complete photos are sent: one still compressing or failed has no JPEG yet. */
export function completePhotos(photos: readonly WizardPhoto[]): WizardPhoto[] {
  return photos.filter((p) => p.uploadStatus === 'complete');
}

/** The required requirements that no complete photo is for, in the packaging's order. */
export function missingRequired(packaging: PackagingStatus, photos: readonly WizardPhoto[]): string[] {
  return missingRequiredPhotos(
    packaging,
    completePhotos(photos).map((p) => p.requirement),
  );
}

export function totalCompressedBytes(photos: readonly WizardPhoto[]): number {
  return completePhotos(photos).reduce((sum, p) => sum + p.compressedSize, 0);
}

/** Sizes are shown in KB (spec section 9). */
export function formatKb(bytes: number): string {
  return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
}

export interface SubmitState {
  enabled: boolean;
  label: string;
}

/**
 * The submit button: enabled once every required requirement has a complete photo (spec section 5), saying how many
 * more are needed until then. Photos still compressing and more than the server takes also hold it back.
 */
export function submitState(packaging: PackagingStatus, photos: readonly WizardPhoto[]): SubmitState {
  const relevant = photosInOrder(packaging, photos);
  const missing = missingRequired(packaging, relevant).length;
  if (missing > 0) return { enabled: false, label: `Add ${missing} more required ${missing === 1 ? 'photo' : 'photos'}` };
  const compressing = relevant.filter((p) => p.uploadStatus === 'compressing').length;
  if (compressing > 0) return { enabled: false, label: `Compressing ${plural(compressing, 'photo')}...` };
  const count = completePhotos(relevant).length;
  if (count > GRADING.maxPhotos) return { enabled: false, label: `Remove ${plural(count - GRADING.maxPhotos, 'photo')} (at most ${GRADING.maxPhotos})` };
  return { enabled: true, label: `Submit ${count} Photos for AI Grading` };
}

export function revokePreviews(photos: readonly WizardPhoto[]): void {
  for (const photo of photos) URL.revokeObjectURL(photo.preview);
}
