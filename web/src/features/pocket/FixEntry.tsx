import { useId, useState } from 'react';
import { CONDITIONS, inventoryPatchSchema, newCopySchema, newWantSchema, PACKAGING_TYPES, PRICE_TIERS, fieldLabel, type PocketEditField } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { Field, Input, Select } from '../../components/Field.tsx';
import { packagingWord } from '../../components/packaging-choice.ts';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import type { OutboxEntry } from './db.ts';
import { changeQueued } from './engine.ts';
import { figuresNamed } from './lookup.ts';
import { retryEntry } from './outbox.ts';
import { usePocket } from './store.ts';

const MONEY = new Set(['purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees', 'target_price']);
const CHOICES: Record<string, readonly string[]> = { condition: CONDITIONS, packaging_type: PACKAGING_TYPES, tier: PRICE_TIERS };
const FIELDS = ['figure_id', 'condition', 'packaging_type', 'purchase_price', 'purchase_shipping', 'purchase_tax', 'purchase_fees', 'storage_location', 'notes', 'tier', 'target_price'] as const;

/** The fields a refused entry sends, as the collector may correct them. */
function editableOf(entry: OutboxEntry): Record<string, unknown> {
  switch (entry.kind) {
    case 'add-copy':
    case 'add-want':
      return { ...entry.body };
    case 'edit-copy':
      return { ...entry.changes };
    case 'remove-want':
      return {};
  }
}

/** A text back into what the field holds: a number for amounts and ids, null for an emptied optional field. */
function parsed(field: string, text: string): unknown {
  if (text.trim() === '') return field === 'condition' || field === 'tier' ? text : null;
  return MONEY.has(field) || field === 'figure_id' ? Number(text) : text;
}

/**
 * Corrects what the server refused (a figure merged away, an amount out of range), checked by the same rules the
 * server applies, and sends it again (a new request: a new key).
 */
export function FixEntry({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const id = useId();
  const snapshot = usePocket();
  const original = editableOf(entry);
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(original).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])));
  const [figureText, setFigureText] = useState('');
  const validation = useFormErrors(FIELDS);
  const fields = Object.keys(original).filter((field) => field !== 'figure_id' && field !== 'variant' && field !== 'currency' && field !== 'purchase_date' && field !== 'note');
  const matches = figureText.trim() === '' ? [] : figuresNamed(snapshot, figureText).slice(0, 5);

  const submit = async () => {
    const values = Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, parsed(field, text)]));
    const body = Object.fromEntries(Object.entries({ ...original, ...values }).filter(([, v]) => v !== null || entry.kind === 'edit-copy'));
    const schema = entry.kind === 'add-copy' ? newCopySchema : entry.kind === 'add-want' ? newWantSchema : inventoryPatchSchema;
    if (!validation.check(schema, body)) return;
    await retryEntry(entry.seq!, body);
    await changeQueued();
    onDone();
  };

  return (
    <ValidatedForm validation={validation} onSubmit={() => void submit()} className="space-y-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      {'figure_id' in original && (
        <Field label={`Figure: ${snapshot.figures.get(Number(texts.figure_id))?.name ?? `#${texts.figure_id}, no longer in the catalogue`}`} htmlFor={`${id}-figure`} error={validation.errors.figure_id}>
          <Input id={`${id}-figure`} placeholder="Find another figure by name" value={figureText} onChange={(e) => setFigureText(e.target.value)} />
          {matches.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-1">
              {matches.map((figure) => (
                <li key={figure.id}>
                  <Button size="sm" variant={Number(texts.figure_id) === figure.id ? 'primary' : 'secondary'} onClick={() => setTexts((t) => ({ ...t, figure_id: String(figure.id) }))}>
                    {figure.name} ({figure.year})
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Field>
      )}
      {fields.map((field) => {
        const control = validation.control(field, `${id}-${field}`);
        const set = (text: string) => setTexts((t) => ({ ...t, [field]: text }));
        return (
          <Field key={field} label={fieldLabel(field as PocketEditField)} htmlFor={`${id}-${field}`} error={validation.errors[field]}>
            {CHOICES[field] ? (
              <Select {...control} value={texts[field] ?? ''} onChange={(e) => set(e.target.value)}>
                {CHOICES[field].map((choice) => (
                  <option key={choice} value={choice}>
                    {field === 'packaging_type' ? packagingWord(choice as never) : choice}
                  </option>
                ))}
              </Select>
            ) : (
              <Input {...control} {...(MONEY.has(field) && { type: 'number', step: 0.01, inputMode: 'decimal' as const })} value={texts[field] ?? ''} onChange={(e) => set(e.target.value)} />
            )}
          </Field>
        );
      })}
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Send again
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </ValidatedForm>
  );
}
