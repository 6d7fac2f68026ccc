import { HelpCircle, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';

/** Where the wizard lands when it cannot tell which step it is on: a way back to the start. */
export function UnknownStep({ onRestart }: { onRestart: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <HelpCircle className="h-10 w-10 text-gray-500" aria-hidden="true" />
      <h3 className="text-lg font-semibold">Unknown Step</h3>
      <p className="text-sm text-gray-600 dark:text-gray-300">The grading wizard lost its place. Start again from the packaging.</p>
      <Button onClick={onRestart}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Restart
      </Button>
    </div>
  );
}
