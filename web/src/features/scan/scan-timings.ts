/** Scanning timings (spec section 9, "Scanning"). */

/** The camera ignores the same code seen again within this many milliseconds. */
export const REPEAT_SUPPRESSION_MS = 2000;

/** How long the 'Success!' card stays up. */
export const SUCCESS_MESSAGE_MS = 3000;

/** Delay before the UPC field takes focus again after a scan finished. */
export const REFOCUS_DELAY_MS = 100;

/** Pause between two camera frames handed to the decoder (about 8 frames a second is plenty for a held box). */
export const CAMERA_FRAME_INTERVAL_MS = 120;
