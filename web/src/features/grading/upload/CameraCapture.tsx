import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X, Zap, ZapOff } from 'lucide-react';
import { GUIDED_CAPTURE, type PhotoRequirement } from '@tmnt/domain';
import { Spinner } from '../../../components/Spinner.tsx';
import { AlertDialog } from './AlertDialog.tsx';
import { GUIDED_CAMERA_CONSTRAINTS, grabFrame, hasTorch, setTorch, stopTracks } from './camera.ts';
import { useEscapeOnTop } from './escape-stack.ts';
import type { IntakeOutcome } from './usePhotoIntake.ts';

interface CameraCaptureProps {
  requirements: readonly PhotoRequirement[];
  /** Names of the requirements that have a photo (the progress dots). */
  photographed: ReadonlySet<string>;
  startIndex: number;
  /** Runs the quality check and compression on a captured photo; resolves once it is processed. */
  onCapture: (file: File, requirement: string) => Promise<IntakeOutcome>;
  /** True while the upload step shows an alert over the camera: auto-capture waits. */
  paused: boolean;
  onClose: () => void;
}

type Phase = 'starting' | 'live' | 'capturing' | 'captured' | 'failed';

const TORCH_UNSUPPORTED = 'Flash/torch not supported on this device';
const seconds = (ms: number) => Math.round(ms / 1000);

/** Guided full-screen capture: one requirement after another, by hand or with the auto-capture countdown. */
export function CameraCapture({ requirements, photographed, startIndex, onCapture, paused, onClose }: CameraCaptureProps) {
  const video = useRef<HTMLVideoElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [failure, setFailure] = useState<string | null>(null);
  const [index, setIndex] = useState(startIndex);
  const [auto, setAuto] = useState(true);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [nextIn, setNextIn] = useState(seconds(GUIDED_CAPTURE.nextRequirementMs));
  const [torch, setTorchOn] = useState(false);
  const [flash, setFlash] = useState(false);
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  // The frame's proportions, so the framing guide sits on the picture and not on the bars beside it.
  const [aspect, setAspect] = useState(GUIDED_CAPTURE.idealWidth / GUIDED_CAPTURE.idealHeight);
  const requirement = requirements[index];
  const last = index === requirements.length - 1;
  useEscapeOnTop(onClose);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    const fail = (detail: string) => {
      if (stopped) return;
      setFailure(detail);
      setPhase('failed');
    };
    async function start(target: HTMLVideoElement) {
      if (!navigator.mediaDevices?.getUserMedia) return fail('This browser offers no camera here (the camera needs HTTPS or localhost).');
      let opened: MediaStream;
      try {
        opened = await navigator.mediaDevices.getUserMedia(GUIDED_CAMERA_CONSTRAINTS);
      } catch (error) {
        const message = error instanceof Error || error instanceof DOMException ? error.message : '';
        return fail(message || 'The camera could not be started.');
      }
      if (stopped) return stopTracks(opened);
      stream.current = opened;
      target.srcObject = opened;
      // Autoplay of a muted inline stream is allowed; a refused play() still shows frames once it runs.
      await target.play().catch(() => undefined);
      if (target.readyState < target.HAVE_CURRENT_DATA) await new Promise((resolve) => target.addEventListener('loadeddata', resolve, { once: true }));
      if (stopped) return;
      if (target.videoWidth > 0 && target.videoHeight > 0) setAspect(target.videoWidth / target.videoHeight);
      setPhase('live');
    }
    void start(element);
    return () => {
      stopped = true;
      if (stream.current) stopTracks(stream.current);
      stream.current = null;
      element.srcObject = null;
    };
  }, []);

  // The latest capture, for the auto-capture timer (it must see the requirement shown when it fires).
  const captureRef = useRef<() => Promise<void>>(async () => undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function capture() {
    const target = video.current;
    if (!target || phase !== 'live' || !requirement) return;
    setPhase('capturing');
    setFlash(true);
    setTimeout(() => mounted.current && setFlash(false), 150);
    let file: File;
    try {
      const blob = await grabFrame(target);
      file = new File([blob], `${requirement.name}.jpg`, { type: 'image/jpeg' });
    } catch (error) {
      if (!mounted.current) return;
      setAlert({ title: 'Photo Capture Failed', message: error instanceof Error ? error.message : 'Compression failed' });
      setPhase('live');
      return;
    }
    const outcome = await onCapture(file, requirement.name);
    if (!mounted.current) return;
    // A photo the quality check turned away (its alert is showing) or that failed to compress is taken again.
    if (outcome !== 'complete') return setPhase('live');
    if (last) return onClose();
    setNextIn(seconds(GUIDED_CAPTURE.nextRequirementMs));
    setPhase('captured');
  }
  useEffect(() => {
    captureRef.current = capture;
  });

  // Auto-capture: 8 s to frame the shot after arriving at a requirement, then a 5 s countdown.
  useEffect(() => {
    if (!auto || paused || alert || phase !== 'live') return;
    let remaining: number = GUIDED_CAPTURE.countdownSeconds;
    let tick: ReturnType<typeof setInterval> | undefined;
    const wait = setTimeout(() => {
      setCountdown(remaining);
      tick = setInterval(() => {
        remaining -= 1;
        if (remaining > 0) return setCountdown(remaining);
        clearInterval(tick);
        setCountdown(null);
        void captureRef.current();
      }, 1000);
    }, GUIDED_CAPTURE.autoCaptureDelayMs);
    return () => {
      clearTimeout(wait);
      clearInterval(tick);
      setCountdown(null);
    };
  }, [auto, paused, alert, phase, index]);

  // After a photo is processed, the next requirement follows in 4 s.
  useEffect(() => {
    if (phase !== 'captured') return;
    const tick = setInterval(() => setNextIn((n) => Math.max(1, n - 1)), 1000);
    const next = setTimeout(() => {
      setIndex((i) => Math.min(i + 1, requirements.length - 1));
      setPhase('live');
    }, GUIDED_CAPTURE.nextRequirementMs);
    return () => {
      clearInterval(tick);
      clearTimeout(next);
    };
  }, [phase, requirements.length]);

  const goTo = (next: number) => {
    setIndex(next);
    if (phase === 'captured') setPhase('live');
  };

  async function toggleTorch() {
    const track = stream.current?.getVideoTracks()[0];
    if (!track || !hasTorch(track)) return setAlert({ title: 'Flash unavailable', message: TORCH_UNSUPPORTED });
    try {
      await setTorch(track, !torch);
      setTorchOn(!torch);
    } catch {
      setAlert({ title: 'Flash unavailable', message: TORCH_UNSUPPORTED });
    }
  }

  const busy = phase === 'capturing';
  const dialog = (
    <div ref={panel} tabIndex={-1} role="dialog" aria-modal="true" aria-label="Camera Mode" className="fixed inset-0 z-[60] flex flex-col bg-black text-white outline-none">
      <header className="flex items-start gap-2 bg-black/80 p-3 sm:p-4">
        <div className="min-w-0 flex-1" data-testid="camera-counter">
          <p className="text-xs font-semibold tracking-wide text-gray-300 uppercase">
            Photo {index + 1} of {requirements.length} · {requirement?.required ? 'Required' : 'Optional'}
          </p>
          <h2 className="text-lg leading-tight font-semibold">{requirement?.name}</h2>
          <p className="text-sm text-gray-200">{requirement?.description}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={auto}
          aria-label="Auto-capture"
          onClick={() => setAuto((a) => !a)}
          className="flex h-11 items-center gap-2 rounded-full bg-white/15 px-3 text-sm font-medium hover:bg-white/25"
        >
          <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${auto ? 'bg-green-400' : 'bg-gray-400'}`} />
          <span aria-hidden="true">
            Auto<span className="hidden sm:inline">-capture</span> <span className="text-xs text-gray-300">{auto ? 'On' : 'Off'}</span>
          </span>
        </button>
        <button
          type="button"
          onClick={() => void toggleTorch()}
          aria-pressed={torch}
          aria-label="Flash"
          disabled={phase === 'starting' || phase === 'failed'}
          className={`rounded-full p-3 disabled:opacity-40 ${torch ? 'bg-yellow-300 text-black' : 'bg-white/15 text-white hover:bg-white/25'}`}
        >
          {torch ? <Zap className="h-5 w-5" aria-hidden="true" /> : <ZapOff className="h-5 w-5" aria-hidden="true" />}
        </button>
        <button type="button" onClick={onClose} aria-label="Close camera" className="rounded-full bg-white/15 p-3 hover:bg-white/25">
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>

      <div className="relative min-h-0 flex-1 overflow-hidden [container-type:size]">
        <div className="absolute inset-0 flex items-center justify-center">
          <div className="relative" style={{ width: `min(100cqw, 100cqh * ${aspect})`, height: `min(100cqh, 100cqw / ${aspect})` }}>
            <video ref={video} muted playsInline autoPlay aria-label="Camera preview" className="h-full w-full object-contain" />
            <div aria-hidden="true" className="pointer-events-none absolute inset-[7%] rounded-2xl border-4 border-dashed border-white/80" />
          </div>
        </div>
        {phase === 'starting' && (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/70 text-center">
            <Spinner className="h-8 w-8" />
            <p className="text-lg font-semibold">Starting camera...</p>
            <p className="text-sm text-gray-300">Please grant camera permissions if prompted</p>
          </div>
        )}
        {countdown !== null && phase === 'live' && (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center text-center">
            <span className="text-8xl font-bold tabular-nums drop-shadow-[0_2px_8px_rgba(0,0,0,0.8)]" data-testid="camera-countdown">
              {countdown}
            </span>
            <span className="mt-2 rounded-full bg-black/60 px-3 py-1 text-sm">Hold steady</span>
          </div>
        )}
        {phase === 'captured' && (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/60 text-center">
            <p className="text-3xl font-bold text-green-400">Photo Captured!</p>
            <p className="text-base">
              Preparing next photo in {nextIn} {nextIn === 1 ? 'second' : 'seconds'}
            </p>
          </div>
        )}
        {flash && <div aria-hidden="true" className="absolute inset-0 bg-white/80" />}
      </div>

      <footer className="space-y-3 bg-black/80 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:p-4">
        <ol aria-label="Photo progress" className="flex flex-wrap justify-center gap-1.5">
          {requirements.map((r, i) => {
            const has = photographed.has(r.name);
            return (
              <li key={r.name} data-has-photo={has} aria-current={i === index ? 'step' : undefined} title={r.name}>
                <span
                  aria-hidden="true"
                  className={`block h-2.5 w-2.5 rounded-full ${has ? 'bg-green-400' : 'bg-gray-500'} ${i === index ? 'ring-2 ring-white ring-offset-2 ring-offset-black' : ''}`}
                />
                <span className="sr-only">
                  {r.name}: {has ? 'photo taken' : 'no photo yet'}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="flex items-center justify-center gap-5">
          <button
            type="button"
            onClick={() => goTo(index - 1)}
            disabled={index === 0 || busy}
            aria-label="Previous requirement"
            className="rounded-full bg-white/15 p-3 hover:bg-white/25 disabled:opacity-30"
          >
            <ChevronLeft className="h-6 w-6" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => void capture()}
            disabled={phase !== 'live'}
            className="flex h-18 w-18 items-center justify-center rounded-full border-4 border-white/60 bg-white text-sm font-semibold text-black shadow-lg hover:bg-gray-200 disabled:opacity-60"
          >
            {busy ? 'Saving...' : 'Capture'}
          </button>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            disabled={last || busy}
            aria-label="Next requirement"
            className="rounded-full bg-white/15 p-3 hover:bg-white/25 disabled:opacity-30"
          >
            <ChevronRight className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
      </footer>

      {phase === 'failed' && (
        <AlertDialog title="Unable to access camera" onDismiss={onClose}>
          <p>Please grant camera permissions for this site, close any other apps that are using the camera, and refresh the page.</p>
          {failure && <p className="text-gray-600 dark:text-gray-400">The browser said: {failure}</p>}
        </AlertDialog>
      )}
      {alert && (
        <AlertDialog title={alert.title} onDismiss={() => setAlert(null)}>
          <p>{alert.message}</p>
        </AlertDialog>
      )}
    </div>
  );
  return createPortal(dialog, document.body);
}
