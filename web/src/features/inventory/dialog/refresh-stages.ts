/** Spec section 4, Market price refresh: what the dialog shows while a refresh runs. */
export const REFRESH_STAGES = ['Starting', 'Fetching Active Listings', 'Fetching Sold Listings', 'Processing Results'] as const;
export type RefreshStage = (typeof REFRESH_STAGES)[number];

/** Spec section 9: 300 ms, then 500 ms, between the stages shown while the request runs. */
const STAGE_DELAYS_MS = [300, 500] as const;
/** Spec section 9: the dialog's success message clears after 2 s, its error after 3 s. */
export const COMPLETE_CLEARS_MS = 2000;
export const ERROR_CLEARS_MS = 3000;

export const REFRESH_COMPLETE = 'Complete!';
export const REFRESH_FAILED = 'Failed to fetch market data. Please try again.';

/**
 * The stage that follows `stage` while the request runs, and how long after `stage` is shown: Starting, then
 * Fetching Active Listings 300 ms later, then Fetching Sold Listings 500 ms after that, where it stays until the
 * server answers. 'Processing Results' is not timed: it shows once the server has answered, while the prices are read back.
 */
export function nextTimedStage(stage: RefreshStage): { stage: RefreshStage; afterMs: number } | null {
  const index = REFRESH_STAGES.indexOf(stage);
  const afterMs = STAGE_DELAYS_MS[index];
  return afterMs === undefined ? null : { stage: REFRESH_STAGES[index + 1], afterMs };
}
