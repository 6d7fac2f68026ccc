import { useId } from 'react';
import { useCollect, type CollectMode } from '../../api/market.ts';
import { Button } from '../../components/Button.tsx';

const LABELS: Record<CollectMode, { text: string; hint: string }> = {
  top: { text: 'Collect Top 50', hint: 'Scrapes the most-collected figures, about 2-3 minutes.' },
  unpriced: { text: 'Collect Unpriced', hint: 'Figures with no price history, about 3-5 minutes.' },
};

/** Starts one kind of background collection; 'Starting...' while the request runs, disabled while any collection runs. */
export function CollectButton({ mode, disabled }: { mode: CollectMode; disabled: boolean }) {
  const collect = useCollect(mode);
  const { text, hint } = LABELS[mode];
  const hintId = useId();
  return (
    <div className="flex-1">
      <Button className="w-full" onClick={() => collect.mutate()} disabled={disabled || collect.isPending} aria-describedby={hintId}>
        {collect.isPending ? 'Starting...' : text}
      </Button>
      <p id={hintId} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        {hint}
      </p>
      {collect.isError && (
        <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {collect.error.message}
        </p>
      )}
    </div>
  );
}
