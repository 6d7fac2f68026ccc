import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { CONDITIONS, describeValueBasis, fieldLabel, formatCopyValue, formatMoney, inventoryPatchSchema, LIMITS, PACKAGING_TYPES, POCKET_EDIT_FIELDS, type PocketEditField } from '@tmnt/domain';
import { ConditionBadge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Field, Input, priceInputRules, Select, Textarea } from '../../components/Field.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import { Loading } from '../../components/Spinner.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { AsOf } from './AsOf.tsx';
import { changeQueued } from './engine.ts';
import { queueEditCopy } from './outbox.ts';
import { PendingMark } from './PendingMark.tsx';
import { usePocket } from './store.ts';
import { usePocketImage } from './usePocketImage.ts';
import { pocketView, type ShownCopy } from './view.ts';

const MONEY: readonly PocketEditField[] = ['purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees'];
const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Changes a copy on the phone: its condition, packaging, what it cost, where it is, notes; queued to sync. */
function EditCopyForm({ copy, onDone }: { copy: ShownCopy; onDone: () => void }) {
  const id = useId();
  const snapshot = usePocket();
  const [texts, setTexts] = useState<Record<PocketEditField, string>>(() => Object.fromEntries(POCKET_EDIT_FIELDS.map((f) => [f, textOf(copy[f])])) as Record<PocketEditField, string>);
  const validation = useFormErrors(POCKET_EDIT_FIELDS);
  const set = (field: PocketEditField) => (e: { target: { value: string } }) => {
    validation.clear(field);
    setTexts((t) => ({ ...t, [field]: e.target.value }));
  };
  const submit = async () => {
    const changes = Object.fromEntries(
      POCKET_EDIT_FIELDS.filter((f) => texts[f] !== textOf(copy[f])).map((f) => [f, texts[f].trim() === '' ? null : MONEY.includes(f) ? Number(texts[f]) : texts[f].trim()]),
    );
    if (Object.keys(changes).length === 0) return onDone();
    if (!validation.check(inventoryPatchSchema, changes)) return;
    await queueEditCopy(copy, changes, snapshot.copies.find((c) => c.id === copy.id));
    await changeQueued();
    onDone();
  };
  return (
    <ValidatedForm validation={validation} onSubmit={() => void submit()} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={fieldLabel('condition')} htmlFor={`${id}-condition`} error={validation.errors.condition}>
          <Select {...validation.control('condition', `${id}-condition`)} value={texts.condition} onChange={set('condition')}>
            {CONDITIONS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </Select>
        </Field>
        <Field label={fieldLabel('packaging_type')} htmlFor={`${id}-packaging`} error={validation.errors.packaging_type}>
          <Select {...validation.control('packaging_type', `${id}-packaging`)} value={texts.packaging_type} onChange={set('packaging_type')}>
            <option value="">Not set</option>
            {PACKAGING_TYPES.map((p) => (
              <option key={p} value={p}>
                {packagingWord(p)}
              </option>
            ))}
          </Select>
        </Field>
        {MONEY.map((field) => (
          <Field key={field} label={fieldLabel(field)} htmlFor={`${id}-${field}`} error={validation.errors[field]}>
            <Input {...validation.control(field, `${id}-${field}`)} {...priceInputRules()} value={texts[field]} onChange={set(field)} />
          </Field>
        ))}
        <Field label={fieldLabel('storage_location')} htmlFor={`${id}-place`} error={validation.errors.storage_location}>
          <Input {...validation.control('storage_location', `${id}-place`)} maxLength={LIMITS.storageLocation} value={texts.storage_location} onChange={set('storage_location')} />
        </Field>
      </div>
      <Field label={fieldLabel('notes')} htmlFor={`${id}-notes`} error={validation.errors.notes}>
        <Textarea {...validation.control('notes', `${id}-notes`)} rows={3} maxLength={LIMITS.notes} value={texts.notes} onChange={set('notes')} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit">Save on this phone</Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </ValidatedForm>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** A copy's page from the phone's copy (offline): what it is, what it cost and is worth (as of when), and a change queued to sync. */
export function PocketCopyPage({ copyRef }: { copyRef: string }) {
  const snapshot = usePocket();
  const [editing, setEditing] = useState(false);
  const copy = pocketView(snapshot).copies.find((c) => c.ref === copyRef);
  const figure = copy && snapshot.figures.get(copy.figure_id);
  const picture = usePocketImage(figure?.thumbnail_url ?? null);
  if (!snapshot.loaded) return <Loading text="Loading..." />;
  if (!copy || !figure) return <NotFound title="This copy is not on this phone" hint="It was removed at home, or came after this phone last synced." />;
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, copy.currency || undefined));
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div className="flex items-center gap-3">
        <FigureImage src={picture} name={figure.name} className="h-16 w-16 shrink-0" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{figure.name}</h1>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            <Link to={`/figures/${figure.id}`} className="underline">
              {figure.year} · {figure.series}
            </Link>
          </p>
        </div>
        {copy.pending && <PendingMark needsLook={copy.needsLook} />}
      </div>
      <Card>
        {editing ? (
          <EditCopyForm copy={copy} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="divide-y divide-gray-100 dark:divide-gray-800">
              <Row label="Condition">
                <ConditionBadge condition={copy.condition} />
              </Row>
              <Row label="Packaging">{copy.packaging_type ? packagingWord(copy.packaging_type) : 'Not set'}</Row>
              {copy.variant && <Row label="Variant">{copy.variant}</Row>}
              <Row label="Price paid">{money(copy.purchase_price)}</Row>
              {MONEY.slice(1).map((field) => copy[field] !== null && <Row key={field} label={fieldLabel(field)}>{money(copy[field] as number)}</Row>)}
              <Row label="Storage location">{copy.storage_location ?? '—'}</Row>
              <Row label="Value">
                {copy.value ? `${formatCopyValue(copy.value.estimated_value, copy.value.value_basis)} (${describeValueBasis(copy.value.value_basis, copy.value.value_sample_size, copy.variant)})` : 'valued once synced'}
              </Row>
              {copy.notes && <Row label="Notes">{copy.notes}</Row>}
            </dl>
            <Button className="mt-3" variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Edit on this phone
            </Button>
          </>
        )}
        {snapshot.meta && <AsOf asOf={snapshot.meta.asOf} className="mt-3" />}
      </Card>
    </div>
  );
}
