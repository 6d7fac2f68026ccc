/**
 * A USB handheld scanner types a code and Enter faster than the server answers, and a collector scans box after
 * box: every submitted job is kept and run one at a time, in the order it arrived.
 */
export interface ScanQueue<T> {
  push(job: T): void;
  /** Jobs waiting plus the one running. */
  pending(): number;
}

export function createScanQueue<T>(run: (job: T) => Promise<void>, onBusyChange: (busy: boolean) => void = () => {}): ScanQueue<T> {
  const waiting: T[] = [];
  let running = false;

  async function drain() {
    running = true;
    onBusyChange(true);
    for (let job = waiting.shift(); job !== undefined; job = waiting.shift()) {
      try {
        await run(job);
      } catch {
        // `run` reports its own failures; one bad job must never stall the ones behind it.
      }
    }
    running = false;
    onBusyChange(false);
  }

  return {
    push(job) {
      waiting.push(job);
      if (!running) void drain();
    },
    pending: () => waiting.length + (running ? 1 : 0),
  };
}

/** Last code the camera reported and when (ms). */
export interface LastSighting {
  code: string;
  at: number;
}

/**
 * True when the camera sees the code it saw less than `windowMs` ago. The caller records every sighting, so a box
 * held in front of the lens is added once, not every two seconds.
 */
export function shouldIgnoreRepeat(code: string, last: LastSighting | null, now: number, windowMs: number): boolean {
  return last !== null && last.code === code && now - last.at < windowMs;
}
