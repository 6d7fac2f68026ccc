import { useState, type FormEvent } from 'react';
import { DEFAULT_SHARE_TITLES, FIELD_LABELS, SHARE_KINDS, TAG_LIMITS, type NewShare, type Place, type ShareKind } from '@tmnt/domain';
import { useFigureSeries } from '../../api/figures.ts';
import { usePlaces } from '../../api/places.ts';
import { PlaceSelect } from '../places/index.ts';
import { Button } from '../../components/Button.tsx';
import { Field, FormError, Input, Select } from '../../components/Field.tsx';
import { EXPIRY_CHOICES, expiryFrom, KIND_LABELS, KIND_OPTIONS, OPTION_LABELS, type ExpiryChoice } from './share-text.ts';

const NO_PLACES: Place[] = [];

/** What a new link shows: its kind (fixed when given), title, what it reveals, which series, and how long it lasts. */
export function ShareForm({ kind: fixedKind, pending, error, onSubmit }: { kind?: ShareKind; pending: boolean; error: string | null; onSubmit: (share: NewShare) => void }) {
  const [kind, setKind] = useState<ShareKind>(fixedKind ?? 'wants');
  const [title, setTitle] = useState('');
  const [options, setOptions] = useState({ show_values: false, show_targets: false, show_photos: false });
  const [series, setSeries] = useState('');
  const [place, setPlace] = useState<number | ''>('');
  const [tag, setTag] = useState('');
  const places = usePlaces().data ?? NO_PLACES;
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const allSeries = useFigureSeries();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      kind,
      ...(title.trim() !== '' && { title: title.trim() }),
      ...Object.fromEntries(KIND_OPTIONS[kind].map((option) => [option, options[option]])),
      filter: { ...(series !== '' && { series }), ...(kind !== 'wants' && place !== '' && { place }), ...(kind !== 'wants' && tag.trim() !== '' && { tag: tag.trim() }) },
      expires_at: expiryFrom(expiry),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {!fixedKind && (
        <Field label="What it shows" htmlFor="share-kind">
          <Select id="share-kind" value={kind} onChange={(e) => setKind(e.target.value as ShareKind)}>
            {SHARE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label="Title" htmlFor="share-title" hint="Shown on the page and in a chat's preview.">
        <Input id="share-title" value={title} maxLength={100} placeholder={DEFAULT_SHARE_TITLES[kind]} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Shown to whoever opens it</legend>
        {KIND_OPTIONS[kind].map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={options[option]} onChange={(e) => setOptions({ ...options, [option]: e.target.checked })} />
            {OPTION_LABELS[option]}
          </label>
        ))}
        <p className="text-xs text-gray-600 dark:text-gray-400">Never shown: what you paid, notes, where copies are kept, sold copies, lots and grading reports.</p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={FIELD_LABELS.series} htmlFor="share-series">
          <Select id="share-series" value={series} onChange={(e) => setSeries(e.target.value)}>
            <option value="">Every series</option>
            {(allSeries.data ?? []).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        {kind !== 'wants' && (
          <>
            <Field label="Place" htmlFor="share-place" hint="What it holds, and the places inside it.">
              <PlaceSelect id="share-place" places={places} value={place} onChange={setPlace} none="Every place" />
            </Field>
            <Field label="Tag" htmlFor="share-tag">
              <Input id="share-tag" value={tag} maxLength={TAG_LIMITS.length} placeholder="Every tag" onChange={(e) => setTag(e.target.value)} />
            </Field>
          </>
        )}
        <Field label="Lasts" htmlFor="share-expiry">
          <Select id="share-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value as ExpiryChoice)}>
            {EXPIRY_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FormError error={error} prefix="Could not make the link: " />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Making...' : 'Make the link'}
        </Button>
      </div>
    </form>
  );
}
