import { GRADING } from '@tmnt/domain';
import { canvasForJpeg } from '../../../components/jpeg-canvas.ts';

/**
 * The size that fits within the compression box (1920x1080), keeping the proportions and never enlarging.
 * A portrait photo fits the same box turned upright (1080x1920): in the landscape box a 9:16 phone photo would
 * shrink to 608x1080, below the 800x600 the server requires of every grading photo.
 */
export function fitWithin(width: number, height: number): { width: number; height: number } {
  const portrait = height > width;
  const boxWidth = portrait ? GRADING.compressMaxHeight : GRADING.compressMaxWidth;
  const boxHeight = portrait ? GRADING.compressMaxWidth : GRADING.compressMaxHeight;
  const scale = Math.min(1, boxWidth / width, boxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The photo fitted within the box and re-encoded as JPEG at 0.85; throws with the spec's image-processing messages. */
export async function compressPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('Failed to load image');
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = canvasForJpeg(bitmap, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', GRADING.compressQuality));
    if (!blob) throw new Error('Compression failed');
    return blob;
  } finally {
    bitmap.close();
  }
}
