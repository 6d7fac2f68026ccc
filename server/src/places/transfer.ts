import type { ExportedPlace } from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { allPlaces } from './queries.ts';
import { findOrMakePlace } from './service.ts';

/** Every place as the full export carries it: the copies name them by id. */
export async function exportPlaces(db: Db): Promise<ExportedPlace[]> {
  return (await allPlaces(db)).map(({ id, name, parent_id, notes }) => ({ id, name, parent_id, notes }));
}

/** A file's place, checked on its own, with its number in the file's list. */
interface FilePlace {
  index: number;
  place: ExportedPlace;
}

/**
 * The file's places as places of this collection, in the caller's write transaction: each found by its path (its
 * names from the outermost in, case and spaces aside) or made with its notes. Answers each file id's place here,
 * and how many were made and found. A place whose id repeats, whose parent is not in the file, or that is inside
 * itself is refused (`refuse`, by its number), and so are the places inside it.
 */
export async function restorePlaces(trx: Db, rows: readonly FilePlace[], refuse: (index: number, problem: string) => void) {
  const byId = new Map<number, FilePlace>();
  for (const row of rows) {
    if (byId.has(row.place.id)) refuse(row.index, `the id ${row.place.id} is another place's of the file`);
    else byId.set(row.place.id, row);
  }
  // Each place's chain from the outermost in; a broken one is refused.
  const chains = new Map<number, FilePlace[]>();
  for (const row of byId.values()) {
    const chain: FilePlace[] = [];
    for (let at: FilePlace | undefined = row; at; at = at.place.parent_id === null ? undefined : byId.get(at.place.parent_id)) {
      if (chain.includes(at)) {
        refuse(row.index, 'it is inside itself (its parents come back to it)');
        break;
      }
      chain.unshift(at);
      if (at.place.parent_id !== null && !byId.has(at.place.parent_id)) {
        const whose = at === row ? '' : ` (of place ${at.place.id}, which it is in)`;
        refuse(row.index, `parent_id ${at.place.parent_id}${whose} is not one of the file's places`);
        break;
      }
    }
    chains.set(row.place.id, chain);
  }
  const ids = new Map<number, number>();
  let made = 0;
  // Outermost first, so a place's notes come with the place itself.
  const ordered = [...chains].sort((a, b) => a[1].length - b[1].length);
  for (const [fileId, chain] of ordered) {
    const parentId = chain.at(-2)?.place.id;
    const parent = parentId === undefined ? null : ids.get(parentId);
    // The chain's first place has no parent, else its parent was placed first (shorter chain), else it was refused.
    if (parent === undefined || chain[0].place.parent_id !== null) continue;
    const { place } = chain.at(-1)!;
    const here = await findOrMakePlace(trx, parent, place.name, place.notes);
    ids.set(fileId, here.id);
    if (here.made) made++;
  }
  return { ids, imported: made, skipped_existing: ids.size - made };
}
