import { useId, useState } from 'react';
import { HeartPlus } from 'lucide-react';
import { wantMissingSchema, type PriceTier } from '@tmnt/domain';
import { useWantMissing } from '../../api/wants.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { wantMissingBody } from './want-form.ts';
import { TargetField, TierChoice, WantsAdded } from './WantFields.tsx';
import { wantMissingSummary } from './wants-text.ts';

const FIELDS = ['tier', 'target_price'] as const;

/** Asks the tier (and a target) for every figure of the series the collector has no copy of, then says how many were added. */
export function WantMissingDialog({ series, missing, onClose }: { series: string; missing: number; onClose: () => void }) {
  const id = useId();
  const [tier, setTier] = useState<PriceTier>('loose');
  const [target, setTarget] = useState('');
  const wantMissing = useWantMissing();
  const validation = useFormErrors(FIELDS);

  const submit = () => {
    const body = wantMissingBody(series, { tier, target });
    if (!validation.check(wantMissingSchema, body)) return;
    wantMissing.mutate(body, { onError: validation.showFailure });
  };

  return (
    <Dialog title={`Want all missing: ${series}`} onClose={onClose}>
      {wantMissing.isSuccess ? (
        <WantsAdded onClose={onClose}>{wantMissingSummary(wantMissing.data)}</WantsAdded>
      ) : (
        <ValidatedForm validation={validation} onSubmit={submit} className="space-y-3">
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Every figure of {series} you have no copy of ({missing} now) goes on your want list, in the packaging you choose; those already on it are left as
            they are.
          </p>
          <TierChoice
            name={`${id}-tier`}
            value={tier}
            onChange={(next) => {
              validation.clear('tier');
              setTier(next);
            }}
            error={validation.errors.tier}
          />
          <TargetField
            id={`${id}-target`}
            value={target}
            onChange={setTarget}
            validation={validation}
          />
          <FormError error={validation.formError} prefix="Could not add them: " />
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onClose} disabled={wantMissing.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={wantMissing.isPending}>
              <HeartPlus className="h-4 w-4" aria-hidden="true" />
              {wantMissing.isPending ? 'Adding...' : `Want ${missing} missing`}
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Dialog>
  );
}
