/**
 * Counts attempts per client address in fixed windows. Kept in memory: a restart or another instance starts
 * counting afresh, which still holds guessing to a few hundred tries an hour per process.
 */
export class AddressLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly attempts: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; the seconds to wait when it is over the limit, else null. */
  attempt(client: string, now = Date.now()): number | null {
    if (this.windows.size > 10_000) this.forgetOld(now);
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    window.count++;
    return window.count > this.attempts ? this.wait(window, now) : null;
  }

  /** The seconds to wait once the address has used up its attempts (counting no attempt), else null. */
  waiting(client: string, now = Date.now()): number | null {
    const window = this.windows.get(client);
    return window && now - window.start < this.windowMs && window.count >= this.attempts ? this.wait(window, now) : null;
  }

  private wait(window: { start: number }, now: number): number {
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private forgetOld(now: number): void {
    for (const [client, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(client);
  }
}

/** Login attempts: 10 a minute per client address. */
export const loginLimiter = () => new AddressLimiter(10, 60_000);
