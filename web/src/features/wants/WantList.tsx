import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Clock, Pencil, Trash2, X } from 'lucide-react';
import { formatMoney, WANT_NOTE_MAX, wantPatchSchema, type Want } from '@tmnt/domain';
import { useRemoveWant, useUpdateWant } from '../../api/wants.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Field, FormError, Textarea } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { ListingLink } from './DealList.tsx';
import { wantPatchBody } from './want-form.ts';
import { TargetField } from './WantFields.tsx';
import { gapIsDeal, gapText, shippingText, tierName, timeLeftText, wantedCopyText } from './wants-text.ts';

const EDIT_FIELDS = ['target_price', 'note'] as const;

/** The target and note, changed in place. */
function WantEditor({ want, onDone }: { want: Want; onDone: () => void }) {
  const id = useId();
  const [target, setTarget] = useState(want.target_price === null ? '' : String(want.target_price));
  const [note, setNote] = useState(want.note ?? '');
  const update = useUpdateWant();
  const validation = useFormErrors(EDIT_FIELDS);

  const save = () => {
    const patch = wantPatchBody({ target, note });
    if (!validation.check(wantPatchSchema, patch)) return;
    update.mutate({ id: want.id, patch }, { onSuccess: onDone, onError: validation.showFailure });
  };

  return (
    <ValidatedForm
      validation={validation}
      aria-label={`Edit the want of ${want.figure_name}`}
      onSubmit={save}
      className="mt-3 space-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
    >
      <TargetField
        id={`${id}-target`}
        value={target}
        onChange={setTarget}
        validation={validation}
      />
      <Field label="Note (optional)" htmlFor={`${id}-note`} error={validation.errors.note}>
        <Textarea
          {...validation.control('note', `${id}-note`)}
          rows={2}
          maxLength={WANT_NOTE_MAX}
          value={note}
          onChange={(e) => {
            validation.clear('note');
            setNote(e.target.value);
          }}
        />
      </Field>
      <FormError error={validation.formError} prefix="Could not save: " />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          <X className="h-4 w-4" aria-hidden="true" /> Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          <Check className="h-4 w-4" aria-hidden="true" /> {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </ValidatedForm>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** The cheapest current listing: its title (the link), its total with what it is made of, and an auction's time left. */
function BestListing({ want, now }: { want: Want; now: Date }) {
  const listing = want.best_listing;
  if (listing === null) return <span className="text-gray-600 dark:text-gray-400">None found yet</span>;
  const left = timeLeftText(listing.ends_at, now);
  const gap = gapText(want.gap, want.watch.kind);
  return (
    <>
      <ListingLink title={listing.title} url={listing.url} />
      <span className="block tabular-nums">
        <strong>{formatMoney(listing.total)}</strong>{' '}
        <span className="text-gray-600 dark:text-gray-400">
          ({formatMoney(listing.price)} + {shippingText(listing.shipping).toLowerCase()} shipping)
        </span>
      </span>
      {left && (
        <span className="inline-flex items-center gap-1 text-xs text-gray-700 dark:text-gray-300">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" /> Auction: {left}
        </span>
      )}
      {gap && (
        <span
          data-testid="want-gap"
          className={`block text-sm font-medium ${gapIsDeal(want.gap) ? 'text-green-700 dark:text-green-300' : 'text-gray-700 dark:text-gray-300'}`}
        >
          {gap}
        </span>
      )}
    </>
  );
}

function WantRow({ want, now }: { want: Want; now: Date }) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveWant();
  const label = `${want.figure_name} (${wantedCopyText(want.tier, want.variant).toLowerCase()})`;
  return (
    <li className="rounded-lg border border-gray-200 p-3 dark:border-gray-700" data-testid="want">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link to={`/figures/${want.figure_id}`} className="font-semibold hover:underline">
              {want.figure_name}
            </Link>
            <Badge color="blue">{tierName(want.tier)}</Badge>
            {want.variant && <Badge>{want.variant}</Badge>}
          </p>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            {want.year} · {want.series}
          </p>
        </div>
        {!editing && (
          <div className="flex shrink-0 gap-1">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit the target and note of ${label}`}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Edit</span>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setRemoving(true)} aria-label={`Remove ${label} from your want list`}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Remove</span>
            </Button>
          </div>
        )}
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Fact label="Target">
          <span className="tabular-nums">{want.target_price === null ? 'No target' : formatMoney(want.target_price)}</span>
        </Fact>
        <Fact label={`${tierName(want.tier)} average`}>
          <span className="tabular-nums">{want.market_average === null ? 'No sales yet' : formatMoney(want.market_average)}</span>
        </Fact>
        <Fact label="Best listing">
          <BestListing want={want} now={now} />
        </Fact>
      </dl>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-200" data-testid="want-rule">
        {want.watch.rule}
      </p>
      {want.note && !editing && <p className="mt-1 text-sm break-words text-gray-600 italic dark:text-gray-300">{want.note}</p>}
      {editing && <WantEditor want={want} onDone={() => setEditing(false)} />}
      {removing && (
        <ConfirmDialog
          title={`Remove ${want.figure_name}?`}
          verb="Remove"
          error={remove.error?.message ?? null}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(want.id, { onSuccess: () => setRemoving(false) })}
          onCancel={() => {
            setRemoving(false);
            remove.reset();
          }}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">{label} leaves your want list, with the deals found for it.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** Every want, closest to its price first (the server's order). */
export function WantList({ wants, now }: { wants: Want[]; now: Date }) {
  return (
    <ul className="space-y-3" aria-label="Your wants">
      {wants.map((want) => (
        <WantRow key={want.id} want={want} now={now} />
      ))}
    </ul>
  );
}
