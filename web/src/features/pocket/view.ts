import type { NewCopy, PocketCopy, PocketWant } from '@tmnt/domain';
import type { EditFields, OutboxEntry } from './db.ts';
import type { Snapshot } from './store.ts';

/** A copy as the phone shows it: the server's, with the changes waiting to sync on top; or one queued to be added. */
export interface ShownCopy extends Omit<PocketCopy, 'id' | 'estimated_value' | 'value_basis' | 'value_sample_size' | 'version' | 'cost'> {
  /** The server's id; null for a copy queued to be added. */
  id: number | null;
  /** The route segment of its page: its id, or "queued-<seq>". */
  ref: string;
  /** Valued by the server; null until a queued copy is synced. */
  value: Pick<PocketCopy, 'estimated_value' | 'value_basis' | 'value_sample_size'> | null;
  cost: number | null;
  version: string | null;
  /** A change of it waits to sync, or it is queued to be added. */
  pending: boolean;
  /** What waits needs the collector (a clash, a refusal, deleted at home). */
  needsLook: boolean;
}

/** A want as the phone shows it: the server's, or one queued to be added (removals waiting to sync are gone). */
export interface ShownWant extends Omit<PocketWant, 'id'> {
  id: number | null;
  pending: boolean;
}

export interface PocketView {
  copies: ShownCopy[];
  wants: ShownWant[];
}

const needsLook = (entry: OutboxEntry) => entry.state !== 'waiting';

/** What a queued copy cost, its parts added (null: nothing paid recorded, or paid in another currency, not converted here). */
function queuedCost(body: NewCopy, collection: string | undefined): number | null {
  if (body.currency && body.currency !== collection) return null;
  const parts = [body.purchase_price, body.purchase_shipping, body.purchase_tax, body.purchase_fees].filter((n): n is number => typeof n === 'number');
  return parts.length === 0 ? null : Math.round(parts.reduce((a, b) => a + b, 0) * 100) / 100;
}

function queuedCopy(entry: OutboxEntry & { kind: 'add-copy' }, collection: string | undefined): ShownCopy {
  const { body } = entry;
  return {
    id: null,
    ref: `queued-${entry.seq}`,
    figure_id: body.figure_id,
    condition: body.condition,
    packaging_type: body.packaging_type ?? null,
    variant: body.variant ?? null,
    completeness: null,
    completeness_text: null,
    purchase_price: body.purchase_price ?? null,
    purchase_shipping: body.purchase_shipping ?? null,
    purchase_tax: body.purchase_tax ?? null,
    purchase_fees: body.purchase_fees ?? null,
    currency: body.currency ?? collection ?? '',
    cost: queuedCost(body, collection),
    purchase_date: body.purchase_date ?? null,
    storage_location: body.storage_location ?? null,
    tags: body.tags ?? [],
    notes: body.notes ?? null,
    created_at: entry.created_at,
    value: null,
    version: null,
    pending: true,
    needsLook: needsLook(entry),
  };
}

function withChanges(copy: ShownCopy, changes: EditFields, entry: OutboxEntry): ShownCopy {
  return { ...copy, ...(changes as Partial<ShownCopy>), pending: true, needsLook: copy.needsLook || needsLook(entry) };
}

const views = new WeakMap<Snapshot, PocketView>();

/** The collection and want list as the phone shows them: the server's as last synced, and what waits to sync on top. */
export function pocketView(snapshot: Snapshot): PocketView {
  const kept = views.get(snapshot);
  if (kept) return kept;
  const copies = new Map<string, ShownCopy>();
  for (const copy of snapshot.copies) {
    const { id, estimated_value, value_basis, value_sample_size, ...rest } = copy;
    copies.set(`c${id}`, { ...rest, id, ref: String(id), value: { estimated_value, value_basis, value_sample_size }, pending: false, needsLook: false });
  }
  const wants = new Map<string, ShownWant>(snapshot.wants.map((want) => [`w${want.id}`, { ...want, pending: false }]));
  for (const entry of snapshot.outbox) {
    switch (entry.kind) {
      case 'add-copy':
        copies.set(`q${entry.seq}`, queuedCopy(entry, snapshot.meta?.currency));
        break;
      case 'edit-copy': {
        const at = 'id' in entry.copy ? `c${entry.copy.id}` : `q${entry.copy.added}`;
        const copy = copies.get(at);
        if (copy) copies.set(at, withChanges(copy, entry.changes, entry));
        break;
      }
      case 'add-want':
        wants.set(`a${entry.seq}`, { figure_id: entry.body.figure_id, tier: entry.body.tier, variant: entry.body.variant ?? null, target_price: entry.body.target_price ?? null, note: entry.body.note ?? null, created_at: entry.created_at, id: null, pending: true });
        break;
      case 'remove-want':
        wants.delete(`w${entry.want_id}`);
        break;
    }
  }
  const view = { copies: [...copies.values()].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0)), wants: [...wants.values()] };
  views.set(snapshot, view);
  return view;
}
