import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { CONDITIONS, FIELD_LABELS, formatMoney, LIMITS, newLotSchema, PRICE_TIERS, type Condition, type Currency, type Figure, type PriceTier } from '@tmnt/domain';
import { splitLot, useAddLot } from '../../api/lots.ts';
import { BackToCollection } from '../../components/BackToCollection.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { CurrencySelect } from '../../components/CurrencySelect.tsx';
import { Field, FormError, Input, pastDateInputRules, priceInputRules, Select, Textarea } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { FigureOption, FigureSearch, useFigureSearch } from '../figures/index.ts';
import { emptyLotForm, lotBody, type LotForm, type LotRow } from './lot-form.ts';

const FIELDS = ['purchase_date', 'total_cost', 'shipping', 'currency', 'note', 'copies'] as const;
const TIER_WORDS: Record<PriceTier, string> = { carded: 'Carded', loose: 'Loose' };

/** The shares the server would give (POST /lots/split), asked again whenever the lot changes and is complete. */
function useSplit(form: LotForm) {
  const body = lotBody(form);
  const valid = newLotSchema.safeParse(body).success;
  return useQuery({ queryKey: ['lots', 'split', body], queryFn: () => splitLot(body), enabled: valid, placeholderData: keepPreviousData, retry: false });
}

/** One copy of the lot: its market value in the collection's currency, its share (typed or split) in the lot's. */
function CopyRow({
  row,
  share,
  currency,
  onChange,
  onRemove,
}: {
  row: LotRow;
  share?: { market_value: number | null; price: number; shipping: number };
  currency: Currency;
  onChange: (change: Partial<LotRow>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  return (
    <li className="grid grid-cols-2 items-end gap-2 border-b border-gray-100 py-3 sm:grid-cols-[1fr_7rem_8rem_8rem_auto] dark:border-gray-800" data-testid="lot-copy">
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <p className="font-medium break-words">{row.figure.name}</p>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {row.figure.year} · {row.figure.series}
          {share && ` · market value ${share.market_value === null ? 'unknown (weighs as the average)' : formatMoney(share.market_value)}`}
        </p>
      </div>
      <Field label="Packaging" htmlFor={`${id}-tier`}>
        <Select id={`${id}-tier`} value={row.tier} onChange={(e) => onChange({ tier: e.target.value as PriceTier })}>
          {PRICE_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {TIER_WORDS[tier]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={FIELD_LABELS.condition} htmlFor={`${id}-condition`}>
        <Select id={`${id}-condition`} value={row.condition} onChange={(e) => onChange({ condition: e.target.value as Condition })}>
          {CONDITIONS.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Select>
      </Field>
      <Field label="Its share" htmlFor={`${id}-price`} hint={share && share.shipping > 0 ? `+ ${formatMoney(share.shipping, currency)} shipping` : undefined}>
        <Input
          id={`${id}-price`}
          {...priceInputRules()}
          placeholder={share ? share.price.toFixed(2) : '0.00'}
          aria-description="Leave empty to split by market value; a price typed here is kept and the rest is split."
          value={row.price}
          onChange={(e) => onChange({ price: e.target.value })}
        />
      </Field>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${row.figure.name} from the lot`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * /lots/new: several copies bought for one sum. The collector picks the figures (packaging and condition each) and
 * says what the lot cost; each copy's share, in proportion to its market value on the purchase date, shows before
 * saving and can be typed by hand.
 */
export function AddLotPage() {
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState<LotForm>(emptyLotForm);
  const nextKey = useRef(1);
  const search = useFigureSearch();
  const split = useSplit(form);
  const addLot = useAddLot();
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;

  const set = (change: Partial<LotForm>) => {
    validation.clear(...Object.keys(change));
    setForm((f) => ({ ...f, ...change }));
  };
  const addFigure = (figure: Figure) => {
    set({ rows: [...form.rows, { key: nextKey.current++, figure, tier: 'loose', condition: 'Good', price: '' }] });
    search.setText('');
  };
  const changeRow = (key: number, change: Partial<LotRow>) => set({ rows: form.rows.map((r) => (r.key === key ? { ...r, ...change } : r)) });
  const removeRow = (key: number) => set({ rows: form.rows.filter((r) => r.key !== key) });
  const shares = split.data?.copies.length === form.rows.length ? split.data.copies : undefined;
  const total = (Number(form.total_cost) || 0) + (Number(form.shipping) || 0);

  const save = () => {
    const body = lotBody(form);
    if (!validation.check(newLotSchema, body)) return;
    addLot.mutate(body, { onSuccess: (lot) => void navigate(`/lots/${lot.id}`), onError: validation.showFailure });
  };

  return (
    <div className="space-y-4">
      <BackToCollection />
      <h1 className="text-2xl font-bold">Add a lot</h1>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Bought several figures for one price? Add them together: what the lot cost is split across them in proportion to each one&apos;s market value on
        the day you bought it (equal shares when none is known). You can type any copy&apos;s share yourself.
      </p>
      <ValidatedForm validation={validation} onSubmit={save} className="space-y-4">
        <Card className="grid gap-3 sm:grid-cols-3">
          <CurrencySelect id={`${id}-currency`} label="Paid in" value={form.currency} onChange={(currency) => set({ currency })} validation={validation} className="sm:col-span-3" />
          <Field label={FIELD_LABELS.purchase_date} htmlFor={`${id}-date`} error={errors.purchase_date}>
            <Input {...control('purchase_date', `${id}-date`)} {...pastDateInputRules()} value={form.purchase_date} onChange={(e) => set({ purchase_date: e.target.value })} />
          </Field>
          <Field label={FIELD_LABELS.total_cost} htmlFor={`${id}-total`} hint="What the figures cost, shipping apart" error={errors.total_cost}>
            <Input {...control('total_cost', `${id}-total`)} {...priceInputRules()} value={form.total_cost} onChange={(e) => set({ total_cost: e.target.value })} />
          </Field>
          <Field label={FIELD_LABELS.shipping} htmlFor={`${id}-shipping`} error={errors.shipping}>
            <Input {...control('shipping', `${id}-shipping`)} {...priceInputRules()} value={form.shipping} onChange={(e) => set({ shipping: e.target.value })} />
          </Field>
        </Card>

        <Card className="space-y-3">
          <h2 className="font-semibold">Figures in the lot ({form.rows.length})</h2>
          <FigureSearch
            search={search}
            id={`${id}-search`}
            label="Add a figure"
            placeholder="e.g. leo 1988, bebop"
            onPickFirst={addFigure}
            renderFigure={(f) => <FigureOption key={f.id} figure={f} onChoose={addFigure} />}
          />
          {form.rows.length > 0 && (
            <ul aria-label="Copies in the lot">
              {form.rows.map((row, i) => (
                <CopyRow key={row.key} row={row} share={shares?.[i]} currency={form.currency} onChange={(change) => changeRow(row.key, change)} onRemove={() => removeRow(row.key)} />
              ))}
            </ul>
          )}
          {errors.copies && (
            <p role="alert" data-form-error className="text-sm text-red-700 dark:text-red-300">
              {errors.copies}
            </p>
          )}
          {split.isError && form.rows.length > 0 && <p className="text-sm text-red-700 dark:text-red-300">{split.error.message}</p>}
          {form.rows.length > 0 && total > 0 && (
            <p className="text-sm" data-testid="lot-total">
              {form.rows.length} {form.rows.length === 1 ? 'copy' : 'copies'}, {formatMoney(total, form.currency)} in all
            </p>
          )}
        </Card>

        <Field label="Note (optional)" htmlFor={`${id}-note`} error={errors.note}>
          <Textarea {...control('note', `${id}-note`)} rows={2} maxLength={LIMITS.notes} value={form.note} placeholder="Where and from whom" onChange={(e) => set({ note: e.target.value })} />
        </Field>
        <FormError error={validation.formError} prefix="Could not add the lot: " />
        <Button type="submit" size="lg" disabled={addLot.isPending}>
          {addLot.isPending ? 'Adding...' : 'Add lot to collection'}
        </Button>
      </ValidatedForm>
    </div>
  );
}
