import type { CollectionStatus } from '@tmnt/domain';
import { getFigure } from '../catalog/index.ts';
import type { Db } from '../db/database.ts';
import type { JobDefinition, JobRun } from '../jobs/index.ts';
import { mostOwnedFigures, unpricedFigures } from './queries.ts';
import type { PriceRefresher } from './refresh.ts';

/** The one kind of background market-data run: collect-top and collect-unpriced share it, so one runs at a time. */
export const MARKET_COLLECTION = 'market-collection';

export type CollectionMode = 'top' | 'unpriced';
interface CollectionInput {
  mode: CollectionMode;
  limit: number;
}

const MODE_LABEL: Record<CollectionMode, string> = { top: 'the most collected figures', unpriced: 'figures with no prices yet' };

/**
 * Refreshes figure after figure (the sources keep their polite spacing in bulk), saying which figure it is on.
 * One figure failing does not stop the run; eBay blocking sold searches, or the day's API allowance running out,
 * stops it early and says so.
 */
export function marketCollectionJob(db: Db, refresher: PriceRefresher): JobDefinition {
  return {
    kind: MARKET_COLLECTION,
    async run({ input, signal, progress }) {
      const { mode, limit } = input as CollectionInput;
      const figureIds = mode === 'top' ? await mostOwnedFigures(db, limit) : await unpricedFigures(db, limit);
      const total = figureIds.length;
      if (total === 0) return { message: `Nothing to collect: no ${MODE_LABEL[mode]}` };
      let added = 0;
      let failures = 0;
      for (const [index, figureId] of figureIds.entries()) {
        const { name } = await getFigure(db, figureId);
        await progress(index, total, `Fetching prices for ${name} (${index + 1} of ${total})`);
        const result = await refresher.refresh(figureId, { bulk: true, signal });
        added += result.added;
        if (!result.sources.some((o) => o.status === 'ok')) failures++;
        if (result.stopBulk) {
          await progress(index + 1, total);
          return { status: 'blocked', message: `Stopped after ${index + 1} of ${total} figures: ${result.stopBulk}` };
        }
      }
      const failed = failures > 0 ? `; no source answered for ${failures}` : '';
      return { message: `Collected prices for ${total} figures: ${added} new price records${failed}` };
    },
  };
}

const STATUS: Record<JobRun['status'], CollectionStatus['status']> = {
  running: 'running',
  succeeded: 'completed',
  failed: 'failed',
  blocked: 'blocked',
  interrupted: 'interrupted',
};

/** The spec's collectionStatus of the latest run (idle before the first). */
export function collectionStatus(run: JobRun | undefined): CollectionStatus {
  if (!run) return { status: 'idle', message: null, current: 0, total: 0 };
  return { status: STATUS[run.status], message: run.message, current: run.current, total: run.total ?? 0 };
}
