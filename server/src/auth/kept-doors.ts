import { currentAccessVersion } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';

/** The most doors kept at once: beyond it they are forgotten and looked up again (a flood of made-up keys cannot grow memory). */
const MOST_KEPT = 10_000;

/**
 * What the database said of a door (a session, a key), kept while the access version stays: every write that
 * closes a door moves that version (db/app-state.ts, inAccessTransaction), and each instance reads it once per turn
 * of the event loop with the data version. So a request through an open door costs no query of its own, and a door
 * closed through any instance is closed on all of them at once. A door opened since (a new login) is simply not kept
 * yet: it is looked up once. What is kept includes "no such door", as an id never comes back once gone.
 */
export class KeptDoors<T = number | null> {
  private version = -1;
  private doors = new Map<string, Promise<T>>();

  constructor(private readonly db: Db) {}

  /** The door `key` as the database has it at the current access version: looked up once per version. */
  async get(key: string, lookUp: () => Promise<T>): Promise<T> {
    const version = await currentAccessVersion(this.db);
    if (version !== this.version) {
      this.version = version;
      this.doors = new Map();
    }
    let door = this.doors.get(key);
    if (!door) {
      // Read after the version: a door closed meanwhile moved the version, so the next request looks it up again.
      const doors = this.doors;
      if (doors.size >= MOST_KEPT) doors.clear();
      door = lookUp();
      door.catch(() => doors.get(key) === door && doors.delete(key));
      doors.set(key, door);
    }
    return door;
  }
}
