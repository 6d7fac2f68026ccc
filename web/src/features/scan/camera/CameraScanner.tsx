import { useEffect, useRef, useState } from 'react';
import { BARCODE_FORMATS, normalizeUpc, type BarcodeFormat } from '@tmnt/domain';
import { shouldIgnoreRepeat, type LastSighting } from '../scan-queue.ts';
import { CAMERA_FRAME_INTERVAL_MS, REPEAT_SUPPRESSION_MS } from '../scan-timings.ts';
import { createBarcodeDecoder } from './barcode-decoder.ts';
import { CameraProblemCard } from './CameraProblemCard.tsx';
import { CANVAS_UNSUPPORTED, cameraProblemBeforeStart, cameraProblemFromError, cameraProblemStatus, type CameraProblem } from './camera-problems.ts';
import { CornerGuides } from './CornerGuides.tsx';

/** Rear camera, ideal 1920x1080, at least 640x480 (spec section 9). */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920, min: 640 }, height: { ideal: 1080, min: 480 } },
  audio: false,
};

const VIBRATION_PATTERN = [100, 50, 100];

interface CameraScannerProps {
  /** A newly seen code and the format it was read as (repeats within the suppression window are already dropped). */
  onDetected: (code: string, format: BarcodeFormat | null) => void;
  onUseManual: () => void;
}

/** Live rear-camera video decoded a few times a second; loaded only when the collector opens Camera Scan. */
export function CameraScanner({ onDetected, onUseManual }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState('Starting camera...');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [frames, setFrames] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: LastSighting | null = null;

    const fail = (next: CameraProblem) => {
      if (stopped) return;
      setProblem(next);
      setStatus(cameraProblemStatus(next));
    };

    const report = (code: string, format: string) => {
      const now = performance.now();
      // The same box read once as a UPC-A and once as the EAN-13 it also is (a leading 0) is one sighting.
      const normal = normalizeUpc(code);
      const key = normal.ok ? normal.code : code;
      const repeat = shouldIgnoreRepeat(key, last, now, REPEAT_SUPPRESSION_MS);
      last = { code: key, at: now };
      if (repeat) return;
      navigator.vibrate?.(VIBRATION_PATTERN);
      setStatus(`Found ${code}`);
      detected.current(code, (BARCODE_FORMATS as readonly string[]).includes(format) ? (format as BarcodeFormat) : null);
    };

    async function start(target: HTMLVideoElement) {
      setProblem(null);
      setStatus('Starting camera...');
      const before = cameraProblemBeforeStart();
      if (before) return fail(before);
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return fail({ kind: 'failed', message: CANVAS_UNSUPPORTED });
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (error) {
        return fail(cameraProblemFromError(error));
      }
      if (stopped) return stopTracks(stream);
      target.srcObject = stream;
      // Autoplay of a muted inline stream is allowed; a refused play() still leaves frames to read once it runs.
      await target.play().catch(() => undefined);
      setStatus('Loading barcode reader...');
      let decoder;
      try {
        decoder = await createBarcodeDecoder();
      } catch {
        return fail({ kind: 'failed', message: 'Failed to load the barcode reader' });
      }
      if (stopped) return;
      setStatus('Scanning: hold a barcode inside the guides');

      const scanFrame = async () => {
        if (stopped) return;
        const { videoWidth: width, videoHeight: height } = target;
        if (target.readyState >= target.HAVE_CURRENT_DATA && width > 0 && height > 0) {
          if (canvas.width !== width || canvas.height !== height) {
            canvas.width = width;
            canvas.height = height;
          }
          context.drawImage(target, 0, 0, width, height);
          try {
            const codes = await decoder.detect(context.getImageData(0, 0, width, height));
            if (stopped) return;
            setFrames((n) => n + 1);
            if (codes[0]?.rawValue) report(codes[0].rawValue, codes[0].format);
          } catch {
            // A frame the decoder cannot read is just a frame without a code.
          }
        }
        if (!stopped) timer = setTimeout(() => void scanFrame(), CAMERA_FRAME_INTERVAL_MS);
      };
      void scanFrame();
    }

    void start(element);
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (stream) stopTracks(stream);
      element.srcObject = null;
    };
  }, [attempt]);

  return (
    <div className="space-y-3">
      {problem ? (
        <CameraProblemCard problem={problem} onUseManual={onUseManual} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      <div className={`relative overflow-hidden rounded-xl bg-gray-950 ${problem ? 'hidden' : ''}`}>
        <video ref={video} muted playsInline autoPlay aria-label="Camera preview" className="aspect-video max-h-[55vh] w-full object-cover" />
        <CornerGuides />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p role="status" className="font-medium text-gray-800 dark:text-gray-100" data-testid="camera-status">
          {status}
        </p>
        <p className="text-gray-600 tabular-nums dark:text-gray-300">
          Frames scanned: <span data-testid="frames-scanned">{frames}</span>
        </p>
      </div>
    </div>
  );
}

/** Turns the camera light off: every track is stopped, not just detached from the video. */
function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
