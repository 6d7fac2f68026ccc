import { valueCopy, VALUE_RULES_VERSION, type CopyValue } from '@tmnt/domain';
import { claimValueRulesUpgrade } from '../db/app-state.ts';
import type { Db } from '../db/database.ts';
import { copyValueFacts, rebuildCopyGroups, storeCopyValue, type CopyValueScope } from './queries.ts';

/**
 * Brings the stored value of the copies in scope up to date with the domain's valuation (valueCopy), and the
 * group sums made from them. Called inside the transaction of every write that changes what a value rests on:
 * a copy's own facts, or its figure's market summary. Only rows whose value changed are written; for a figure or
 * the whole collection the group sums are rebuilt once at the end rather than moved copy by copy.
 */
export async function revalueCopies(trx: Db, scope: CopyValueScope): Promise<void> {
  const oneCopy = scope !== 'all' && 'itemId' in scope;
  let changed = 0;
  for (const { id, facts, stored } of await copyValueFacts(trx, scope)) {
    const value = valueCopy(facts);
    const unchanged = (Object.keys(value) as (keyof CopyValue)[]).every((key) => value[key] === stored[key]);
    if (unchanged) continue;
    changed++;
    await storeCopyValue(trx, id, value, oneCopy ? 'kept' : 'rebuilt after');
  }
  if (scope === 'all') await rebuildCopyGroups(trx);
  else if (!oneCopy && changed > 0) await rebuildCopyGroups(trx, scope.figureId);
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
