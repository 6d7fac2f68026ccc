import { GRADING, photoResolutionProblem } from '@tmnt/domain';

export interface ImageSize {
  width: number;
  height: number;
}

export const NOT_AN_IMAGE = 'Not an image file (only images are accepted)';

/** The quality check's issues for a file of `bytes` bytes whose image is `size` (null: it could not be read). */
export function qualityIssues(bytes: number, size: ImageSize | null): string[] {
  const issues: string[] = [];
  if (bytes < GRADING.minPhotoBytes) issues.push('File size too small (over-compressed)');
  if (!size) issues.push('Failed to read image');
  else {
    const problem = photoResolutionProblem(size.width, size.height);
    if (problem) issues.push(problem);
  }
  return issues;
}

/** The image's size as it will be shown and compressed (EXIF orientation applied), or null when it cannot be decoded. */
async function readImageSize(file: Blob): Promise<ImageSize | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Why a photo cannot be accepted (spec section 5), or nothing when it can. */
export async function checkPhotoQuality(file: Blob): Promise<string[]> {
  if (!file.type.startsWith('image/')) return [NOT_AN_IMAGE];
  return qualityIssues(file.size, await readImageSize(file));
}
