import { ANALYSIS_FRESH_MS } from '@tmnt/domain';

/**
 * The last analysis, kept while it is fresh: for ANALYSIS_FRESH_MS, and only while the data version it was made at
 * is current (every inventory or price write bumps it, so the next read computes it again at once). Readers at the
 * same time share one computation.
 */
export class FreshAnswer<T> {
  private kept: { version: number; at: number; answer: Promise<T> } | null = null;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(compute: () => Promise<T>): Promise<T> {
    const version = await this.readVersion();
    const kept = this.kept;
    if (kept && kept.version === version && this.clock() - kept.at < ANALYSIS_FRESH_MS) return kept.answer;
    const entry = { version, at: this.clock(), answer: compute() };
    this.kept = entry;
    entry.answer.catch(() => {
      if (this.kept === entry) this.kept = null;
    });
    return entry.answer;
  }
}
