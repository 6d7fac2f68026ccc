import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@tmnt/domain';

// Where the stored photos are served (the domain's, so a copy's own photos are addressed alike).
export { UPLOADS_PREFIX };

/** The folder of DATA_DIR that holds the grading photos. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The photos one grading writes: settled once, kept when its grade was stored, else removed. */
export interface PhotoBatch {
  /** Stores a photo under the SHA-256 of its bytes (an identical stored file is reused); answers its address. */
  add(jpeg: Buffer): Promise<string>;
  settle(kept: boolean): Promise<void>;
}

/** Who in this process holds a file now, whether one of them created it, and whether one stored a grade with it. */
interface Claim {
  holders: number;
  created: boolean;
  kept: boolean;
}

/**
 * The grading photos in DATA_DIR/uploads, named by content. A failed grading removes the files it created, but
 * never one that was there before it or that another grading running at the same time stored its grade with.
 */
export class PhotoStore {
  private readonly claims = new Map<string, Claim>();

  constructor(readonly dir: string) {}

  batch(): PhotoBatch {
    const names: string[] = [];
    let settled = false;
    return {
      add: async (jpeg) => {
        if (settled) throw new Error('This grading\'s photos are already settled');
        const name = `${createHash('sha256').update(jpeg).digest('hex')}.jpg`;
        // Claimed before the file is looked at, so another grading's clean-up cannot remove it in between.
        this.claim(name);
        names.push(name);
        if (await this.write(name, jpeg)) this.claims.get(name)!.created = true;
        return `${UPLOADS_PREFIX}${name}`;
      },
      settle: async (kept) => {
        if (settled) return;
        settled = true;
        for (const name of names) await this.release(name, kept);
      },
    };
  }

  /**
   * Removes stored files nothing names any more (the caller has checked, after its transaction committed), but
   * not one a grading or an upload holds right now: that one is about to be named again.
   */
  async removeUnclaimed(names: readonly string[]): Promise<void> {
    for (const name of names) {
      // Only a name in this folder (never a path out of it).
      if (path.basename(name) === name && !this.claims.has(name)) await fs.rm(path.join(this.dir, name), { force: true });
    }
  }

  private claim(name: string): void {
    const claim = this.claims.get(name) ?? { holders: 0, created: false, kept: false };
    claim.holders += 1;
    this.claims.set(name, claim);
  }

  private async release(name: string, kept: boolean): Promise<void> {
    const claim = this.claims.get(name)!;
    claim.holders -= 1;
    claim.kept ||= kept;
    if (claim.holders > 0) return;
    this.claims.delete(name);
    if (claim.created && !claim.kept) await fs.rm(path.join(this.dir, name), { force: true });
  }

  /** Writes the file whole or not at all (a temporary file, synced, then renamed); false when it was there already. */
  private async write(name: string, bytes: Buffer): Promise<boolean> {
    const target = path.join(this.dir, name);
    if (await exists(target)) return false;
    await fs.mkdir(this.dir, { recursive: true });
    // A dot file: the uploads route does not serve those, so a half-written photo is never seen.
    const temp = path.join(this.dir, `.${name}.${randomUUID()}.tmp`);
    try {
      const file = await fs.open(temp, 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return true;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
