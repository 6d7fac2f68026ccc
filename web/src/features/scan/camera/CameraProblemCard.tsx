import { CameraOff, Keyboard, Lock, RotateCcw, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { CAMERA_UNSUPPORTED, type CameraProblem } from './camera-problems.ts';

interface CameraProblemCardProps {
  problem: CameraProblem;
  onUseManual: () => void;
  onRetry: () => void;
}

const TEXTS: Record<CameraProblem['kind'], { title: string; icon: typeof CameraOff }> = {
  denied: { title: 'Camera Access Required', icon: ShieldAlert },
  insecure: { title: 'Camera needs HTTPS or localhost', icon: Lock },
  unsupported: { title: CAMERA_UNSUPPORTED, icon: CameraOff },
  failed: { title: 'Camera unavailable', icon: CameraOff },
};

function explanation(problem: CameraProblem): string {
  switch (problem.kind) {
    case 'denied':
      return 'Camera access was refused. Enable camera permissions for this site in your browser settings, then try again. Manual Entry (and a USB scanner) works without the camera.';
    case 'insecure':
      return 'Browsers only allow the camera on pages opened over HTTPS or on localhost, and this page was opened over plain HTTP. Use Manual Entry here (a USB scanner works there too), or open the app over HTTPS.';
    case 'unsupported':
      return 'This browser offers no camera access. Use Manual Entry to type the code or scan it with a USB scanner.';
    case 'failed':
      return problem.message;
  }
}

export function CameraProblemCard({ problem, onUseManual, onRetry }: CameraProblemCardProps) {
  const { title, icon: Icon } = TEXTS[problem.kind];
  const canRetry = problem.kind === 'denied' || problem.kind === 'failed';
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-6 w-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
        <div className="min-w-0 space-y-3">
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm">{explanation(problem)}</p>
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
