import { labelContents, LABEL_FORMATS, placeAncestry, placePaths, placeSubtree, PLACE_PATH_SEPARATOR, type labelsRequestSchema } from '@tmnt/domain';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { allPlaces } from '../places/index.ts';
import { labelsPdf, type Label } from './pdf.ts';
import { copiesById, heldCopies } from './queries.ts';

type LabelsAsked = z.output<typeof labelsRequestSchema>;

/** The file name a browser saves the labels as. */
export const labelsFileName = (madeAt: Date) => `labels-${madeAt.toISOString().slice(0, 10)}.pdf`;

/**
 * The labels asked for, places first (in the order asked), then copies: a place's code opens its page and its label
 * names it, the places it is in, and (asked) what it holds there and inside; a copy's code opens the copy.
 * Refused (400, naming the list) when a place or a copy does not exist.
 */
async function labelsOf(db: Db, asked: LabelsAsked, address: string): Promise<Label[]> {
  const [places, copies] = await Promise.all([allPlaces(db), copiesById(db, asked.copies)]);
  const paths = placePaths(places);
  const missingPlace = asked.places.find((id) => !paths.has(id));
  if (missingPlace !== undefined) throw badRequest(`No place has the id ${missingPlace}`, 'places');
  const byId = new Map(copies.map((c) => [c.id, c]));
  const missingCopy = asked.copies.find((id) => !byId.has(id));
  if (missingCopy !== undefined) throw badRequest(`No copy has the id ${missingCopy}`, 'copies');

  const held = asked.contents ? await heldCopies(db) : [];
  const placeLabels = asked.places.map((id): Label => {
    const chain = placeAncestry(places, id);
    const inside = placeSubtree(places, id);
    return {
      url: `${address}/places/${id}`,
      title: chain.at(-1)!.name,
      lines: chain.length > 1 ? [chain.slice(0, -1).map((p) => p.name).join(PLACE_PATH_SEPARATOR)] : [],
      contents: asked.contents ? labelContents(held.filter((c) => inside.has(c.place_id!)).map((c) => c.name)) : null,
    };
  });
  const copyLabels = asked.copies.map((id): Label => {
    const copy = byId.get(id)!;
    const what = [`#${copy.id}`, copy.condition, copy.packaging_type, copy.variant].filter((part) => part !== null).join(' · ');
    const where = copy.place_id === null ? null : paths.get(copy.place_id);
    return { url: `${address}/inventory/${id}`, title: `${copy.name} (${copy.year})`, lines: [what, ...(where ? [`In ${where}`] : [])], contents: null };
  });
  return [...placeLabels, ...copyLabels];
}

/** The PDF of the labels asked for, whose codes open pages at `address`. */
export async function makeLabels(db: Db, asked: LabelsAsked, address: string, madeAt: Date): Promise<Buffer> {
  return labelsPdf(LABEL_FORMATS[asked.sheet], await labelsOf(db, asked, address), asked.start, madeAt);
}
