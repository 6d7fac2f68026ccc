import { parseAccessories, type Figure } from '@tmnt/domain';
import { figureLabel, getFigure } from '../catalog/index.ts';
import { inWriteTransaction } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { storedJson } from '../db/row-schemas.ts';
import { storedJsonOrNone } from '../db/stored-json.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { rebuildCopyGroups } from '../inventory/index.ts';
import { rebuildMarketSummaries } from '../market/index.ts';

/** Every accessory the moved copies own a piece of that the figure they move to does not list. */
async function ownedAccessoriesMissing(trx: Db, fromId: number, into: Figure): Promise<string[]> {
  const rows = await trx.selectFrom('inventory_items').select('accessory_pieces').where('figure_id', '=', fromId).execute();
  const owned = new Set(rows.flatMap((r) => (storedJsonOrNone(r.accessory_pieces, storedJson.accessoryPieces) ?? []).map((piece) => piece.accessory)));
  return [...owned].filter((name) => !into.accessories.includes(name));
}

/**
 * Moves everything of a collector's own figure into another figure (which the catalogue has gained since) and
 * removes the duplicate, in one transaction: its copies (with their grades and photos), codes, sales and picture.
 * The copies' accessory pieces stay owned: names the other figure does not list are added to its list.
 */
export function mergeFigure(db: Db, fromId: number, intoId: number): Promise<Figure> {
  return inWriteTransaction(db, async (trx) => {
    const from = await getFigure(trx, fromId);
    if (from.source === 'catalogue') throw new HttpError(409, `${figureLabel(from)} is in the catalogue: only a figure you added can be merged into another`);
    if (intoId === fromId) throw badRequest('A figure cannot be merged into itself', 'into');
    const into = await trx.selectFrom('figures').select(['id', 'catalog_key', 'corrected', 'image_url']).where('id', '=', intoId).executeTakeFirst();
    if (!into) throw badRequest(`No figure has the id ${intoId}`, 'into');
    const intoFigure = await getFigure(trx, intoId);

    const missing = await ownedAccessoriesMissing(trx, fromId, intoFigure);
    const corrected = into.catalog_key === null || missing.length === 0 ? into.corrected : JSON.stringify([...new Set([...parseAccessories(into.corrected), 'accessories'])]);
    const changes = {
      ...(missing.length > 0 && { accessories: JSON.stringify([...intoFigure.accessories, ...missing]), corrected }),
      ...(into.image_url === null && from.image_url !== null && { image_url: from.image_url, thumbnail_url: from.thumbnail_url }),
    };
    if (Object.keys(changes).length > 0) await trx.updateTable('figures').set(changes).where('id', '=', intoId).execute();

    await trx.updateTable('inventory_items').set({ figure_id: intoId }).where('figure_id', '=', fromId).execute();
    await trx.updateTable('price_records').set({ figure_id: intoId }).where('figure_id', '=', fromId).execute();
    // Its wants go with it, but one the figure kept already has (same tier and variant), which then goes with the row.
    await trx
      .updateTable('wants')
      .set({ figure_id: intoId })
      .where('figure_id', '=', fromId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('wants as kept').select('kept.id').where('kept.figure_id', '=', intoId).whereRef('kept.tier', '=', 'wants.tier').whereRef('kept.variant_key', '=', 'wants.variant_key'))),
      )
      .execute();
    const positions = await trx.selectFrom('figure_upcs').select((eb) => eb.fn.max<number | null>('position').as('high')).where('figure_id', '=', intoId).executeTakeFirstOrThrow();
    const codes = await trx.selectFrom('figure_upcs').selectAll().where('figure_id', '=', fromId).orderBy('position').execute();
    let position = (positions.high ?? -1) + 1;
    for (const code of codes) {
      await trx
        .insertInto('figure_upcs')
        .values({ ...code, figure_id: intoId, position: position++ })
        .onConflict((oc) => oc.columns(['figure_id', 'code']).doNothing())
        .execute();
    }
    // Its codes, market summary and refresh record go with the row (the tables cascade).
    await trx.deleteFrom('copy_groups').where('figure_id', '=', fromId).execute();
    await trx.deleteFrom('figures').where('id', '=', fromId).execute();
    await rebuildMarketSummaries(trx, [intoId]);
    await rebuildCopyGroups(trx, intoId);
    return getFigure(trx, intoId);
  });
}
