import type { InsightsWriter } from './analysis/index.ts';
import type { DerivedCache } from './cache.ts';
import type { UpcLookup } from './catalog/index.ts';
import type { Db } from './db/database.ts';
import type { Ai, PhotoStore } from './grading/index.ts';
import type { Scheduler } from './jobs/index.ts';
import type { Market } from './market/index.ts';

/** What every feature's routes are given. Tests build it with fakes for the external services. */
export interface AppDeps {
  db: Db;
  derived: DerivedCache;
  upcLookup: UpcLookup | null;
  market: Market;
  scheduler: Scheduler;
  /** AI photo grading; its grader is null when not configured. */
  ai: Ai;
  /** The analysis' AI insights; null when no AI provider is set (rules write them). */
  insights: InsightsWriter | null;
  /** The grading photos in DATA_DIR/uploads. */
  photos: PhotoStore;
}
