import { useId, useState } from 'react';
import { Heart } from 'lucide-react';
import { LIMITS, newWantSchema, WANT_NOTE_MAX, type Figure, type PriceTier, type Want } from '@tmnt/domain';
import { useAddWant } from '../../api/wants.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Field, FormError, Input, Textarea } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { emptyWantForm, newWantBody, type WantForm } from './want-form.ts';
import { TargetField, TierChoice, WantsAdded } from './WantFields.tsx';
import { wantedCopyText } from './wants-text.ts';

const FIELDS = ['tier', 'variant', 'target_price', 'note'] as const;

/** What the form needs of the figure wanted. */
export type WantedFigure = Pick<Figure, 'id' | 'name' | 'variants'>;

interface WantDialogProps {
  figure: WantedFigure;
  /** The tier the form starts on (the one the page shows). */
  defaultTier: PriceTier;
  onClose: () => void;
}

/** The want just added: said, with the way to the list. */
function Added({ want, onClose }: { want: Want; onClose: () => void }) {
  return (
    <WantsAdded onClose={onClose}>
      <span>
        {want.figure_name} ({wantedCopyText(want.tier, want.variant).toLowerCase()}) is on your want list. {want.watch.rule}
      </span>
    </WantsAdded>
  );
}

/** "Want": a figure in a tier (and a variant), with an optional target and note, put on the want list. */
export function WantDialog({ figure, defaultTier, onClose }: WantDialogProps) {
  const id = useId();
  const [form, setForm] = useState<WantForm>(() => emptyWantForm(defaultTier));
  const add = useAddWant();
  const validation = useFormErrors(FIELDS);
  const { errors, control } = validation;

  const set = (change: Partial<WantForm>) => {
    validation.clear(...Object.keys(change).map((key) => (key === 'target' ? 'target_price' : key)));
    setForm((f) => ({ ...f, ...change }));
  };
  const submit = () => {
    const body = newWantBody(figure.id, form);
    if (!validation.check(newWantSchema, body)) return;
    add.mutate(body, { onError: validation.showFailure });
  };

  return (
    <Dialog title={`Want ${figure.name}`} onClose={onClose}>
      {add.isSuccess ? (
        <Added want={add.data} onClose={onClose} />
      ) : (
        <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
          <p className="text-sm text-gray-600 dark:text-gray-300">
            The app checks eBay's listings for it every few hours and tells you when one comes in at or under your price.
          </p>
          <TierChoice name={`${id}-tier`} value={form.tier} onChange={(tier) => set({ tier })} error={errors.tier} />
          <Field label="Variant (optional)" htmlFor={`${id}-variant`} error={errors.variant}>
            <Input
              {...control('variant', `${id}-variant`)}
              maxLength={LIMITS.variant}
              autoComplete="off"
              list={figure.variants.length > 0 ? `${id}-variants` : undefined}
              placeholder="Any variant"
              value={form.variant}
              onChange={(e) => set({ variant: e.target.value })}
            />
            {figure.variants.length > 0 && (
              <datalist id={`${id}-variants`}>
                {figure.variants.map((variant) => (
                  <option key={variant} value={variant} />
                ))}
              </datalist>
            )}
          </Field>
          <TargetField id={`${id}-target`} value={form.target} onChange={(target) => set({ target })} validation={validation} />
          <Field label="Note (optional)" htmlFor={`${id}-note`} error={errors.note}>
            <Textarea {...control('note', `${id}-note`)} rows={2} maxLength={WANT_NOTE_MAX} value={form.note} onChange={(e) => set({ note: e.target.value })} />
          </Field>
          <FormError error={validation.formError} prefix="Could not add the want: " />
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onClose} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              <Heart className="h-4 w-4" aria-hidden="true" />
              {add.isPending ? 'Adding...' : 'Add to want list'}
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Dialog>
  );
}
