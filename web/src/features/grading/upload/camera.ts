import { GUIDED_CAPTURE } from '@tmnt/domain';

/** Rear camera, at least 1280x720, ideally 1920x1440, at most 4096 a side (spec section 9). */
export const GUIDED_CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    facingMode: 'environment',
    width: { min: GUIDED_CAPTURE.minWidth, ideal: GUIDED_CAPTURE.idealWidth, max: GUIDED_CAPTURE.maxSize },
    height: { min: GUIDED_CAPTURE.minHeight, ideal: GUIDED_CAPTURE.idealHeight, max: GUIDED_CAPTURE.maxSize },
  },
  audio: false,
};

/** The video's current frame at its full resolution, as a JPEG at 0.9. */
export async function grabFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not get canvas context');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', GUIDED_CAPTURE.jpegQuality));
  if (!blob) throw new Error('Compression failed');
  return blob;
}

/** Torch is not in TypeScript's DOM types: a camera that has one lists `torch: true` among its capabilities. */
export function hasTorch(track: MediaStreamTrack): boolean {
  const capabilities = track.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  return capabilities?.torch === true;
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

/** Turns the camera light off: every track is stopped, not just detached from the video. */
export function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
