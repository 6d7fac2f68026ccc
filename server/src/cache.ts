/**
 * Results derived from the whole collection (stats, top list, series completion), computed once and kept,
 * as serialised JSON, until the data they come from changes. Every write path calls invalidate().
 */
export class DerivedCache {
  private version = 0;
  private readonly entries = new Map<string, Promise<string>>();

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }

  json(key: string, compute: () => Promise<unknown>): Promise<string> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const startedAt = this.version;
    const pending = compute().then((value) => JSON.stringify(value));
    this.entries.set(key, pending);
    // A result computed across a write may be stale, and a failure must not stick: keep neither.
    pending.then(
      () => startedAt !== this.version && this.entries.get(key) === pending && this.entries.delete(key),
      () => this.entries.get(key) === pending && this.entries.delete(key),
    );
    return pending;
  }
}
