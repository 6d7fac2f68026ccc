import { useState } from 'react';
import { CloudUpload, RefreshCw } from 'lucide-react';
import { fieldLabel, formatMoney, type EditClash, type Figure, type PocketEditField } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Card, CardTitle } from '../../components/Card.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import { useOffline, usePocketStatus } from '../offline/index.ts';
import type { OutboxEntry } from './db.ts';
import { changeQueued, syncNow } from './engine.ts';
import { FixEntry } from './FixEntry.tsx';
import { discardEntry, reAddDeleted, resolveClashes } from './outbox.ts';
import { PendingMark } from './PendingMark.tsx';
import { usePocket, type Snapshot } from './store.ts';
import { pocketView } from './view.ts';

/** "Leonardo (1988)", or the figure's number when the phone no longer has it (merged away). */
const figureName = (figures: Map<number, Figure>, id: number) => {
  const figure = figures.get(id);
  return figure ? `${figure.name} (${figure.year})` : `figure #${id}`;
};

/** A field's value as the collector reads it. */
function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'number' && field.startsWith('purchase_')) return formatMoney(value);
  if (field === 'packaging_type') return packagingWord(value as never);
  return String(value);
}

/** What an entry does, in a sentence. */
export function entryWords(snapshot: Snapshot, entry: OutboxEntry): string {
  switch (entry.kind) {
    case 'add-copy': {
      const { body } = entry;
      const paid = body.purchase_price === undefined ? '' : `, paid ${formatMoney(body.purchase_price)}`;
      return `Add ${figureName(snapshot.figures, body.figure_id)}: ${body.packaging_type ? `${packagingWord(body.packaging_type)}, ` : ''}${body.condition}${paid}`;
    }
    case 'edit-copy': {
      const copy = pocketView(snapshot).copies.find((c) => ('id' in entry.copy ? c.id === entry.copy.id : c.ref === `queued-${entry.copy.added}`));
      const changes = Object.entries(entry.changes).map(([field, value]) => `${fieldLabel(field).toLowerCase()} ${valueWords(field, value)}`);
      return `Change ${copy ? `your ${figureName(snapshot.figures, copy.figure_id)}` : `copy #${'id' in entry.copy ? entry.copy.id : '?'}`}: ${changes.join('; ')}`;
    }
    case 'add-want':
      return `Want ${figureName(snapshot.figures, entry.body.figure_id)}, ${entry.body.tier}${entry.body.target_price === undefined ? '' : `, up to ${formatMoney(entry.body.target_price)}`}`;
    case 'remove-want': {
      const want = snapshot.wants.find((w) => w.id === entry.want_id);
      return `Take ${want ? `${figureName(snapshot.figures, want.figure_id)}, ${want.tier},` : `want #${entry.want_id}`} off the want list`;
    }
  }
}

/** Home's value or the phone's, field by field, for a change both made. */
function ClashChoice({ seq, clashes }: { seq: number; clashes: EditClash[] }) {
  const [choices, setChoices] = useState<Partial<Record<PocketEditField, 'home' | 'phone'>>>({});
  const chosen = clashes.every((c) => choices[c.field] !== undefined);
  return (
    <div className="space-y-3">
      {clashes.map((clash) => (
        <fieldset key={clash.field} className="space-y-1.5">
          <legend className="text-sm font-medium">{fieldLabel(clash.field)} was changed at home and on this phone:</legend>
          <p className="text-sm" data-testid="clash">
            at home: <strong>{valueWords(clash.field, clash.home)}</strong> · on this phone: <strong>{valueWords(clash.field, clash.phone)}</strong>
          </p>
          <div className="flex flex-wrap gap-3 text-sm">
            {(['home', 'phone'] as const).map((side) => (
              <label key={side} className="flex items-center gap-1.5">
                <input type="radio" name={`clash-${seq}-${clash.field}`} checked={choices[clash.field] === side} onChange={() => setChoices((c) => ({ ...c, [clash.field]: side }))} />
                Keep {side === 'home' ? 'home' : "this phone's"}: {valueWords(clash.field, side === 'home' ? clash.home : clash.phone)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button size="sm" disabled={!chosen} onClick={() => void resolveClashes(seq, choices).then(changeQueued)}>
        Use these
      </Button>
    </div>
  );
}

function EntryRow({ snapshot, entry }: { snapshot: Snapshot; entry: OutboxEntry }) {
  const [fixing, setFixing] = useState(false);
  const seq = entry.seq!;
  const discard = () => void discardEntry(seq).then(changeQueued);
  return (
    <li className="space-y-2 py-3" data-testid="outbox-entry">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 text-sm font-medium break-words">{entryWords(snapshot, entry)}</span>
        <PendingMark needsLook={entry.state !== 'waiting'} />
      </div>
      {entry.state === 'refused' && (
        <p className="text-sm text-red-800 dark:text-red-200" data-testid="refusal">
          The server refused it: {entry.reason}
        </p>
      )}
      {entry.state === 'deleted' && <p className="text-sm text-red-800 dark:text-red-200">This copy was deleted at home after this phone changed it.</p>}
      {entry.kind === 'edit-copy' && entry.state === 'conflict' && <ClashChoice seq={seq} clashes={entry.clashes} />}
      {entry.state !== 'waiting' && (
        <div className="flex flex-wrap gap-2">
          {entry.state === 'refused' && !fixing && (
            <Button size="sm" variant="secondary" onClick={() => setFixing(true)}>
              Fix
            </Button>
          )}
          {entry.state === 'deleted' && (
            <Button size="sm" variant="secondary" onClick={() => void reAddDeleted(seq).then(changeQueued)}>
              Add it again
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={discard}>
            {entry.state === 'deleted' ? 'Drop this change' : 'Discard'}
          </Button>
        </div>
      )}
      {fixing && <FixEntry entry={entry} onDone={() => setFixing(false)} />}
    </li>
  );
}

/**
 * What waits to sync, in the order it is sent, with what needs the collector (a clash to choose, a refusal to fix or
 * discard, a change of a copy deleted at home): nothing queued is dropped without their word. "Sync now" sends it.
 */
export function SyncPage() {
  const snapshot = usePocket();
  const status = usePocketStatus();
  const offline = useOffline();
  const [syncing, setSyncing] = useState(false);
  const run = status.lastRun;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Waiting to sync</h1>
        <Button
          className="ml-auto"
          disabled={syncing || offline}
          onClick={() => {
            setSyncing(true);
            void syncNow().finally(() => setSyncing(false));
          }}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {syncing ? 'Syncing...' : 'Sync now'}
        </Button>
      </div>
      {run && (
        <p role="status" className="text-sm" data-testid="last-sync">
          Last sync: {run.added} added, {run.changed} changed{run.removed > 0 ? `, ${run.removed} removed` : ''}, {run.needsLook} {run.needsLook === 1 ? 'needs' : 'need'} a look.
        </p>
      )}
      <Card>
        <CardTitle icon={<CloudUpload className="h-5 w-5 text-brand-600 dark:text-brand-100" aria-hidden="true" />}>Changes made on this phone</CardTitle>
        {snapshot.outbox.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Nothing waits: everything made on this phone is on the server.</p>
        ) : (
          <>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {offline ? 'Sent on their own, in this order, as soon as the server answers again.' : 'Sent in this order.'}
            </p>
            <ul className="divide-y divide-gray-100 dark:divide-gray-800">
              {snapshot.outbox.map((entry) => (
                <EntryRow key={entry.seq} snapshot={snapshot} entry={entry} />
              ))}
            </ul>
          </>
        )}
      </Card>
    </div>
  );
}
