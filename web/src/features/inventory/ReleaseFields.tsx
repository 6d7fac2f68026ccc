import { useId } from 'react';
import { FIELD_LABELS, REISSUE_LABELS, REISSUES, RELEASE_LABELS, RELEASES, type Reissue, type Release } from '@tmnt/domain';
import { Field, Select } from '../../components/Field.tsx';
import type { FormErrors } from '../../components/useFormErrors.ts';
import type { EditForm, RELEASE_INPUTS } from './edit-form.ts';

type ReleaseInputs = Pick<EditForm, (typeof RELEASE_INPUTS)[number]>;

/** What the collector is told each release means for the copy's value. */
const RELEASE_HINTS: Record<Release, string> = {
  original: 'Valued on sales of the vintage figure.',
  reissue: 'Valued on reissue sales only, never on vintage ones.',
  bootleg: "Valued at what you paid, never on an original's sales.",
  custom: "Valued at what you paid, never on an original's sales.",
};

/**
 * What a copy is: an original, a reissue (and which one, where known), a bootleg or a custom. Used wherever a copy
 * is edited (the dialog and the item page).
 */
export function ReleaseFields({ inputs, onChange, validation }: { inputs: ReleaseInputs; onChange: (change: Partial<ReleaseInputs>) => void; validation: FormErrors }) {
  const id = useId();
  const { errors, control } = validation;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={FIELD_LABELS.release} htmlFor={`${id}-release`} hint={RELEASE_HINTS[inputs.release]} error={errors.release}>
        <Select {...control('release', `${id}-release`)} value={inputs.release} onChange={(e) => onChange({ release: e.target.value as Release })}>
          {RELEASES.map((release) => (
            <option key={release} value={release}>
              {RELEASE_LABELS[release]}
            </option>
          ))}
        </Select>
      </Field>
      {inputs.release === 'reissue' && (
        <Field label={FIELD_LABELS.reissue} htmlFor={`${id}-reissue`} error={errors.reissue}>
          <Select {...control('reissue', `${id}-reissue`)} value={inputs.reissue} onChange={(e) => onChange({ reissue: e.target.value as Reissue | '' })}>
            <option value="">Not known</option>
            {REISSUES.map((reissue) => (
              <option key={reissue} value={reissue}>
                {REISSUE_LABELS[reissue]}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}
