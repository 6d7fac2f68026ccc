import { useEffect, useState } from 'react';
import { useRefreshPrices } from '../../../api/figures.ts';
import { COMPLETE_CLEARS_MS, ERROR_CLEARS_MS, nextTimedStage, type RefreshStage } from './refresh-stages.ts';

export type StagedRefreshState = { kind: 'idle' } | { kind: 'running'; stage: RefreshStage } | { kind: 'complete' } | { kind: 'error' };

/** How long a state shows before the next one, and which; null when it waits for the server or stays. */
function timedNext(state: StagedRefreshState): { next: StagedRefreshState; afterMs: number } | null {
  if (state.kind === 'complete') return { next: { kind: 'idle' }, afterMs: COMPLETE_CLEARS_MS };
  if (state.kind === 'error') return { next: { kind: 'idle' }, afterMs: ERROR_CLEARS_MS };
  const following = state.kind === 'running' ? nextTimedStage(state.stage) : null;
  return following && { next: { kind: 'running', stage: following.stage }, afterMs: following.afterMs };
}

/**
 * The dialog's market refresh (spec section 4): timed stages while the request runs, 'Processing Results' once the
 * server answered while the prices are read back, then Complete (cleared after 2 s) or Error (cleared after 3 s).
 * Each delay counts from when its state was rendered, so every state shows at least its time.
 */
export function useStagedRefresh(figureId: number) {
  const [state, setState] = useState<StagedRefreshState>({ kind: 'idle' });
  const refresh = useRefreshPrices(figureId, { onResponse: () => setState({ kind: 'running', stage: 'Processing Results' }) });

  useEffect(() => {
    const timed = timedNext(state);
    if (!timed) return;
    // Only if nothing else moved the state meanwhile (the server's answer ends the timed stages).
    const timer = setTimeout(() => setState((current) => (current === state ? timed.next : current)), timed.afterMs);
    return () => clearTimeout(timer);
  }, [state]);

  const start = () => {
    setState({ kind: 'running', stage: 'Starting' });
    refresh.mutate(undefined, {
      onSuccess: () => setState({ kind: 'complete' }),
      onError: () => setState({ kind: 'error' }),
    });
  };

  return { state, start, running: state.kind === 'running' };
}
