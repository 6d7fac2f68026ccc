import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/Button.tsx';

/** Spec section 8: the analysis could not be made (the server could not read the collection). */
export function AnalysisFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <AlertTriangle className="h-10 w-10" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Analysis Failed</h2>
      <p className="text-sm">Unable to generate financial analysis. Please try again.</p>
      <Button variant="danger" onClick={onRetry} disabled={retrying}>
        <RotateCcw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden="true" /> Retry Analysis
      </Button>
    </div>
  );
}
