import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { photoRequirementsFor } from '@tmnt/domain';
import { CameraCapture } from './CameraCapture.tsx';
import type { IntakeOutcome } from './usePhotoIntake.ts';

// jsdom has no video frames to draw: the frame grab answers a JPEG-typed blob; the rest of camera.ts is real.
vi.mock('./camera.ts', async (original) => ({
  ...(await original<typeof import('./camera.ts')>()),
  grabFrame: vi.fn(async () => new Blob([new Uint8Array(300 * 1024)], { type: 'image/jpeg' })),
}));

const requirements = photoRequirementsFor('LOOSE');

interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
  getCapabilities: () => object;
  applyConstraints: ReturnType<typeof vi.fn>;
}

let track: FakeTrack;
let getUserMedia: Mock<(constraints: MediaStreamConstraints) => Promise<unknown>>;

function fakeCamera({ torch = false } = {}) {
  track = { stop: vi.fn(), getCapabilities: () => (torch ? { torch: true } : {}), applyConstraints: vi.fn(async () => undefined) };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints): Promise<unknown> => stream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  fakeCamera();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

/** Runs timers and the promises they settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openCamera({ onCapture = vi.fn(async (): Promise<IntakeOutcome> => 'complete'), onClose = vi.fn(), startIndex = 0, photographed = new Set<string>(), paused = false } = {}) {
  const view = render(<CameraCapture requirements={requirements} photographed={photographed} startIndex={startIndex} onCapture={onCapture} paused={paused} onClose={onClose} />);
  await elapse(0);
  return { ...view, onCapture, onClose };
}

const counter = () => screen.getByTestId('camera-counter').textContent;

describe('guided camera capture', () => {
  it('asks for the rear camera at 1280x720 or more, ideally 1920x1440, and says so while it starts', async () => {
    let grant: (stream: unknown) => void = () => undefined;
    getUserMedia.mockImplementation(
      () =>
        new Promise((resolve) => {
          grant = resolve;
        }),
    );
    render(<CameraCapture requirements={requirements} photographed={new Set()} startIndex={0} onCapture={vi.fn()} paused={false} onClose={vi.fn()} />);
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment', width: { min: 1280, ideal: 1920, max: 4096 }, height: { min: 720, ideal: 1440, max: 4096 } },
      audio: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Starting camera...Please grant camera permissions if prompted');
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();

    await act(async () => grant({ getTracks: () => [track], getVideoTracks: () => [track] }));
    expect(screen.queryByText('Starting camera...')).toBeNull();
    expect(counter()).toBe('Photo 1 of 9 · RequiredFront ViewThe whole figure from the front, standing');
    expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled();
  });

  it("says 'Unable to access camera' with what to do when the camera is refused, and closes", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { onClose } = await openCamera();
    const alert = screen.getByRole('alertdialog', { name: 'Unable to access camera' });
    expect(alert).toHaveTextContent('Please grant camera permissions for this site, close any other apps that are using the camera, and refresh the page.');
    expect(alert).toHaveTextContent('The browser said: Permission denied');
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('captures by hand: Saving..., then Photo Captured! and the next requirement 4 s after the photo is processed', async () => {
    let processed: (outcome: IntakeOutcome) => void = () => undefined;
    const onCapture = vi.fn(() => new Promise<IntakeOutcome>((resolve) => (processed = resolve)));
    await openCamera({ onCapture });

    fireEvent.click(screen.getByRole('button', { name: 'Capture' }));
    await elapse(0);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [file, requirement] = onCapture.mock.calls[0] as unknown as [File, string];
    expect(requirement).toBe('Front View');
    expect([file.name, file.type, file.size]).toEqual(['Front View.jpg', 'image/jpeg', 300 * 1024]);

    await act(async () => processed('complete'));
    expect(screen.getByText('Photo Captured!')).toBeInTheDocument();
    expect(screen.getByText('Preparing next photo in 4 seconds')).toBeInTheDocument();
    await elapse(1000);
    expect(screen.getByText('Preparing next photo in 3 seconds')).toBeInTheDocument();
    await elapse(2000);
    expect(screen.getByText('Preparing next photo in 1 second')).toBeInTheDocument();
    expect(counter()).toMatch(/^Photo 1 of 9/);
    await elapse(1000);
    expect(screen.queryByText('Photo Captured!')).toBeNull();
    expect(counter()).toMatch(/^Photo 2 of 9 · RequiredBack View/);
  });

  it('auto-captures 8 s after arriving at a requirement, after a 5 s countdown', async () => {
    const { onCapture } = await openCamera({ startIndex: 4 });
    expect(screen.getByRole('switch', { name: 'Auto-capture' })).toHaveAttribute('aria-checked', 'true');
    await elapse(7999);
    expect(screen.queryByTestId('camera-countdown')).toBeNull();
    await elapse(1);
    expect(screen.getByTestId('camera-countdown')).toHaveTextContent('5');
    await elapse(4000);
    expect(screen.getByTestId('camera-countdown')).toHaveTextContent('1');
    expect(onCapture).not.toHaveBeenCalled();
    await elapse(1000);
    expect(onCapture).toHaveBeenCalledWith(expect.any(File), 'Head/Face Close-up');
  });

  it('does not auto-capture in manual mode, and starts over at a new requirement', async () => {
    const { onCapture } = await openCamera();
    await elapse(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Next requirement' }));
    expect(counter()).toMatch(/Back View/);
    await elapse(6000);
    expect(screen.queryByTestId('camera-countdown')).toBeNull();
    await elapse(2000);
    expect(screen.getByTestId('camera-countdown')).toHaveTextContent('5');

    fireEvent.click(screen.getByRole('switch', { name: 'Auto-capture' }));
    expect(screen.getByRole('switch', { name: 'Auto-capture' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByTestId('camera-countdown')).toBeNull();
    await elapse(30_000);
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('waits while the upload step shows an alert over the camera', async () => {
    const { onCapture } = await openCamera({ paused: true });
    await elapse(30_000);
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('stays at the requirement when the photo was turned away', async () => {
    const onCapture = vi.fn(async (): Promise<IntakeOutcome> => 'rejected');
    await openCamera({ onCapture, startIndex: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }));
    await elapse(0);
    expect(screen.queryByText('Photo Captured!')).toBeNull();
    await elapse(5000);
    expect(counter()).toMatch(/Left Side/);
    expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled();
  });

  it('closes after the last requirement, and stops the camera', async () => {
    const { onClose, unmount } = await openCamera({ startIndex: requirements.length - 1 });
    expect(counter()).toMatch(/^Photo 9 of 9 · RequiredAll Accessories/);
    expect(screen.getByRole('button', { name: 'Next requirement' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }));
    await elapse(0);
    expect(onClose).toHaveBeenCalledOnce();
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('moves between requirements with previous and next, and closes with Close or Escape', async () => {
    const { onClose } = await openCamera();
    expect(screen.getByRole('button', { name: 'Previous requirement' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next requirement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next requirement' }));
    expect(counter()).toMatch(/^Photo 3 of 9 · RequiredLeft Side/);
    fireEvent.click(screen.getByRole('button', { name: 'Previous requirement' }));
    expect(counter()).toMatch(/Back View/);
    fireEvent.click(screen.getByRole('button', { name: 'Close camera' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows which requirements have photos with the progress dots', async () => {
    const { rerender, onCapture, onClose } = await openCamera();
    const dots = () => within(screen.getByRole('list', { name: 'Photo progress' })).getAllByRole('listitem');
    expect(dots()).toHaveLength(9);
    expect(dots()[0]).toHaveTextContent('Front View: no photo yet');
    expect(dots()[0]).toHaveAttribute('aria-current', 'step');
    rerender(<CameraCapture requirements={requirements} photographed={new Set(['Front View', 'Joint Condition'])} startIndex={0} onCapture={onCapture} paused={false} onClose={onClose} />);
    expect(dots().map((d) => d.getAttribute('data-has-photo'))).toEqual(['true', 'false', 'false', 'false', 'false', 'true', 'false', 'false', 'false']);
    expect(dots()[5]).toHaveTextContent('Joint Condition: photo taken');
  });

  it("turns the torch on where the camera has one, and says 'Flash/torch not supported on this device' where not", async () => {
    await openCamera();
    fireEvent.click(screen.getByRole('button', { name: 'Flash' }));
    await elapse(0);
    const alert = screen.getByRole('alertdialog');
    expect(alert).toHaveTextContent('Flash/torch not supported on this device');
    // Escape closes the alert, not the camera under it.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Camera Mode' })).toBeInTheDocument();
  });

  it('applies the torch constraint on a camera with a torch', async () => {
    fakeCamera({ torch: true });
    await openCamera();
    fireEvent.click(screen.getByRole('button', { name: 'Flash' }));
    await elapse(0);
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    expect(screen.getByRole('button', { name: 'Flash' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
