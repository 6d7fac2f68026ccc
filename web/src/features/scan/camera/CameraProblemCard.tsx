import { CameraOff, Keyboard, Lock, RotateCcw, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import type { CameraProblem } from './camera-problems.ts';

interface CameraProblemCardProps {
  problem: CameraProblem;
  onUseManual: () => void;
  onRetry: () => void;
}

// What went wrong is the status line under the card (cameraProblemStatus); the card says what to do about it and
// does not repeat it.
const TEXTS: Record<CameraProblem['kind'], { title: string; icon: typeof CameraOff; explanation: string }> = {
  denied: {
    title: 'Camera Access Required',
    icon: ShieldAlert,
    explanation: 'Enable camera permissions for this site in your browser settings, then try again. Manual Entry (and a USB scanner) works without the camera.',
  },
  insecure: {
    title: 'Camera unavailable',
    icon: Lock,
    explanation: 'Browsers only allow the camera on pages opened over HTTPS or on localhost, and this page was opened over plain HTTP. Use Manual Entry here (a USB scanner works there too), or open the app over HTTPS.',
  },
  unsupported: {
    title: 'Camera unavailable',
    icon: CameraOff,
    explanation: 'This browser offers no camera access. Use Manual Entry to type the code or scan it with a USB scanner.',
  },
  failed: {
    title: 'Camera unavailable',
    icon: CameraOff,
    explanation: 'Check that a camera is connected and that no other app is using it, then try again. Manual Entry (and a USB scanner) works without the camera.',
  },
};

export function CameraProblemCard({ problem, onUseManual, onRetry }: CameraProblemCardProps) {
  const { title, icon: Icon, explanation } = TEXTS[problem.kind];
  const canRetry = problem.kind === 'denied' || problem.kind === 'failed';
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        <div className="min-w-0 space-y-3">
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm">{explanation}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onUseManual}>
              <Keyboard className="h-4 w-4" aria-hidden="true" /> Use Manual Entry
            </Button>
            {canRetry && (
              <Button variant="secondary" onClick={onRetry}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> Try again
              </Button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
