import { valueCopy, VALUE_RULES_VERSION, type CopyValue } from '@tmnt/domain';
import { claimValueRulesUpgrade } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { copyValueFacts, keepingGroupsOf, rebuildCopyGroups, storeCopyValue, storeCopyValues, type CopyValueScope } from './queries.ts';

/**
 * Brings the stored value of the copies in scope up to date with the domain's valuation (valueCopy), and the
 * group sums made from them. Called inside the transaction of every write that changes what a value rests on:
 * a copy's own facts, or its figure's market summary. Only rows whose value changed are written; for a figure or
 * the whole collection the group sums are rebuilt once at the end rather than moved copy by copy, and for a
 * selection of copies they are moved once by what the whole selection changed (keepingGroupsOf).
 */
export async function revalueCopies(trx: Db, scope: CopyValueScope): Promise<void> {
  if (scope !== 'all' && 'itemIds' in scope) {
    await keepingGroupsOf(trx, scope.itemIds, () => storeNewValues(trx, scope));
    return;
  }
  const oneCopy = scope !== 'all' && 'itemId' in scope;
  const changed = await storeNewValues(trx, scope, oneCopy ? 'kept' : 'rebuilt after');
  if (scope === 'all') await rebuildCopyGroups(trx);
  else if (!oneCopy && changed > 0 && 'figureId' in scope) await rebuildCopyGroups(trx, scope.figureId);
}

/** Stores one copy's value afresh inside a change that moves its group sums (insertItem's and updateItem's `then`). */
export const revalueInChange = (trx: Db, id: number) => storeNewValues(trx, { itemId: id });

/**
 * Stores the value of each copy in scope whose value is not the one stored, answering how many changed: one copy
 * with its group sums kept, many in a few statements (the caller keeps or rebuilds the sums).
 */
export async function storeNewValues(trx: Db, scope: CopyValueScope, groups: 'kept' | 'rebuilt after' = 'rebuilt after'): Promise<number> {
  const changed: { id: number; value: CopyValue }[] = [];
  for (const { id, facts, stored } of await copyValueFacts(trx, scope)) {
    const value = valueCopy(facts);
    const unchanged = (Object.keys(value) as (keyof CopyValue)[]).every((key) => value[key] === stored[key]);
    if (!unchanged) changed.push({ id, value });
  }
  if (groups === 'kept') for (const { id, value } of changed) await storeCopyValue(trx, id, value);
  else await storeCopyValues(trx, changed);
  return changed.length;
}

/**
 * At start: if the stored values were computed with an older valuation rule, rebuild what they rest on
 * (`rebuildInputs`: the market summaries), revalue every copy and rebuild the sums made from them, once across
 * instances (the first to claim the upgrade does it in its transaction; the others find it done).
 */
export async function upgradeStoredValues(trx: Db, rebuildInputs: (trx: Db) => Promise<void>): Promise<boolean> {
  if (!(await claimValueRulesUpgrade(trx, VALUE_RULES_VERSION))) return false;
  await rebuildInputs(trx);
  await revalueCopies(trx, 'all');
  return true;
}
