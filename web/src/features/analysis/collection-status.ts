import type { CollectionStatus } from '@tmnt/domain';

const ENDINGS: Partial<Record<CollectionStatus['status'], string>> = {
  completed: 'Last collection completed',
  failed: 'Last collection failed',
  blocked: 'Last collection was blocked by eBay',
  interrupted: 'Last collection was interrupted by a server restart',
};

/** How the last collection ended, in plain words with the server's message; null before any run and while one runs. */
export function lastCollectionText({ status, message }: Pick<CollectionStatus, 'status' | 'message'>): string | null {
  const ending = ENDINGS[status];
  if (!ending) return null;
  return message ? `${ending}: ${message}` : ending;
}

/** The progress bar's percent, or null when the run has not said how many figures it covers. */
export function collectionPercent({ current, total }: Pick<CollectionStatus, 'current' | 'total'>): number | null {
  if (total <= 0) return null;
  return Math.min(100, Math.round((current / total) * 100));
}
