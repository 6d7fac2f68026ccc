/** Spec section 4, Market price refresh: what the dialog shows while a refresh runs. */
export const REFRESH_STAGES = ['Starting', 'Fetching Active Listings', 'Fetching Sold Listings', 'Processing Results'] as const;
export type RefreshStage = (typeof REFRESH_STAGES)[number];

/** Spec section 9: 300 ms, then 500 ms, between the stages shown while the request runs. */
export const STAGE_DELAYS_MS = [300, 500] as const;
/** Spec section 9: the dialog's success message clears after 2 s, its error after 3 s. */
export const COMPLETE_CLEARS_MS = 2000;
export const ERROR_CLEARS_MS = 3000;

export const REFRESH_COMPLETE = 'Complete!';
export const REFRESH_FAILED = 'Failed to fetch market data. Please try again.';

/**
 * When each stage shows while the request runs, in ms after it starts: Starting at once, then one stage after
 * each delay. 'Processing Results' is not timed: it shows once the server has answered, while the prices are read back.
 */
export function stageSchedule(): { stage: RefreshStage; atMs: number }[] {
  let atMs = 0;
  return [
    { stage: REFRESH_STAGES[0], atMs },
    ...STAGE_DELAYS_MS.map((delay, index) => {
      atMs += delay;
      return { stage: REFRESH_STAGES[index + 1], atMs };
    }),
  ];
}
