/** Login attempts allowed per client address in one window. */
const LOGIN_ATTEMPTS = 10;
const WINDOW_MS = 60_000;

/**
 * Counts login attempts per client address in fixed one-minute windows. Kept in memory: a restart or another
 * instance starts counting afresh, which still holds guessing to a few hundred tries an hour per process.
 */
export class LoginLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Records an attempt; the seconds to wait when it is over the limit, else null. */
  attempt(client: string, now = Date.now()): number | null {
    if (this.windows.size > 10_000) this.forgetOld(now);
    let window = this.windows.get(client);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count++;
    return window.count > LOGIN_ATTEMPTS ? Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000)) : null;
  }

  /** The seconds to wait while a client is over the limit, counting no attempt; else null. */
  waiting(client: string, now = Date.now()): number | null {
    const window = this.windows.get(client);
    if (!window || now - window.start >= WINDOW_MS || window.count < LOGIN_ATTEMPTS) return null;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
  }

  private forgetOld(now: number): void {
    for (const [client, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(client);
  }
}
