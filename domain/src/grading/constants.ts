/** Grading limits and timings shared by the server and the wizard (spec sections 4, 5 and 9). */
export const GRADING = {
  /** Photos in one AI grading. */
  maxPhotos: 20,
  /** One photo's file, as sent to the server. */
  maxPhotoBytes: 20 * 1024 * 1024,
  maxPhotoPixels: 40_000_000,
  minPhotoWidth: 800,
  minPhotoHeight: 600,
  /** The browser's quality check: a smaller file is over-compressed. */
  minPhotoBytes: 50 * 1024,
  /** The browser fits photos within this box and re-encodes them as JPEG before sending. */
  compressMaxWidth: 1920,
  compressMaxHeight: 1080,
  compressQuality: 0.85,
  /** Longest edge of an image sent to the AI model (larger costs more and adds nothing). */
  modelLongEdge: 1568,
  /** How long the AI provider may take to answer. */
  aiTimeoutMs: 90_000,
  costEstimate: 'about $0.05-0.10',
  estimatedDuration: '10-20 seconds',
} as const;

/** The simulated progress of an AI grading: ten phases of 1000-2500 ms, held at 95% until the answer arrives. */
export const GRADING_PROGRESS = {
  phases: [
    'Uploading photos',
    'Checking photo quality',
    'Detecting features',
    'Analyzing paint condition',
    'Assessing structural integrity',
    'Evaluating joints',
    'Checking completeness',
    'Comparing against professional grading standards',
    'Calculating final grade',
    'Writing recommendations',
  ],
  phaseMinMs: 1000,
  phaseMaxMs: 2500,
  cap: 95,
} as const;

/** Guided camera capture (spec section 9). */
export const GUIDED_CAPTURE = {
  minWidth: 1280,
  minHeight: 720,
  idealWidth: 1920,
  idealHeight: 1440,
  maxSize: 4096,
  autoCaptureDelayMs: 8000,
  countdownSeconds: 5,
  nextRequirementMs: 4000,
  jpegQuality: 0.9,
} as const;
