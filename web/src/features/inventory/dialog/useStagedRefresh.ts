import { useEffect, useRef, useState } from 'react';
import { useRefreshPrices } from '../../../api/figures.ts';
import { COMPLETE_CLEARS_MS, ERROR_CLEARS_MS, stageSchedule, type RefreshStage } from './refresh-stages.ts';

export type StagedRefreshState = { kind: 'idle' } | { kind: 'running'; stage: RefreshStage } | { kind: 'complete' } | { kind: 'error' };

/**
 * The dialog's market refresh (spec section 4): timed stages while the request runs, 'Processing Results' once the
 * server answered while the prices are read back, then Complete (cleared after 2 s) or Error (cleared after 3 s).
 */
export function useStagedRefresh(figureId: number) {
  const [state, setState] = useState<StagedRefreshState>({ kind: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  const later = (ms: number, next: StagedRefreshState) => timers.current.push(setTimeout(() => setState(next), ms));
  useEffect(() => clearTimers, []);

  const refresh = useRefreshPrices(figureId, {
    onResponse: () => {
      clearTimers();
      setState({ kind: 'running', stage: 'Processing Results' });
    },
  });

  const start = () => {
    clearTimers();
    const [first, ...rest] = stageSchedule();
    setState({ kind: 'running', stage: first.stage });
    for (const { stage, atMs } of rest) later(atMs, { kind: 'running', stage });
    refresh.mutate(undefined, {
      onSuccess: () => {
        setState({ kind: 'complete' });
        later(COMPLETE_CLEARS_MS, { kind: 'idle' });
      },
      onError: () => {
        clearTimers();
        setState({ kind: 'error' });
        later(ERROR_CLEARS_MS, { kind: 'idle' });
      },
    });
  };

  return { state, start, running: state.kind === 'running', error: refresh.error };
}
