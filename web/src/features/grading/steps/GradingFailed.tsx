import { AlertTriangle, ArrowLeft, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import type { GradingMethod } from '../wizard-state.ts';

interface GradingFailedProps {
  method: GradingMethod;
  error: string;
  onRetry: () => void;
  onBack: () => void;
}

/** A grading that failed: its reason, that nothing the collector made is lost, and the ways on. */
export function GradingFailed({ method, error, onRetry, onBack }: GradingFailedProps) {
  const photos = method === 'ai';
  return (
    <div className="space-y-4 py-2">
      <div className="flex flex-col items-center gap-2 text-center">
        <AlertTriangle className="h-10 w-10 text-red-600 dark:text-red-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Grading Failed</h3>
      </div>
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
        {error}
      </p>
      <p className="text-center text-sm text-gray-700 dark:text-gray-200">
        {photos ? 'Your photos are preserved' : 'Your answers are preserved'}: retry, or go back to change them.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {photos ? 'Back to Photos' : 'Back to Questions'}
        </Button>
        <Button onClick={onRetry}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> Retry Grading
        </Button>
      </div>
    </div>
  );
}
