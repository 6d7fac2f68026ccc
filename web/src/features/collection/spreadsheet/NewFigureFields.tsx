import { useId } from 'react';
import { FIELD_LABELS, LIMITS } from '@tmnt/domain';
import { useFigureSeries } from '../../../api/figures.ts';
import { Field, fieldErrorId, Input } from '../../../components/Field.tsx';
import type { NewFigureForm } from './resolutions.ts';

interface NewFigureFieldsProps {
  form: NewFigureForm;
  onChange: (form: NewFigureForm) => void;
  /** Each field's error, by API field name (shown once the collector tried to import). */
  errors: Partial<Record<keyof NewFigureForm, string>>;
}

/** A figure of the collector's own, added with the import: its name (the sheet's, filled in), year and series. */
export function NewFigureFields({ form, onChange, errors }: NewFigureFieldsProps) {
  const id = useId();
  const series = useFigureSeries();
  const control = (field: keyof NewFigureForm) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] !== undefined ? true : undefined,
    'aria-describedby': errors[field] !== undefined ? fieldErrorId(`${id}-${field}`) : undefined,
    value: form[field],
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value }),
    autoComplete: 'off',
  });
  return (
    <div className="grid gap-3 rounded-lg bg-gray-50 p-3 sm:grid-cols-[1fr_6rem_1fr] dark:bg-gray-800/60">
      <Field label={FIELD_LABELS.name} htmlFor={`${id}-name`} error={errors.name}>
        <Input {...control('name')} maxLength={LIMITS.name} />
      </Field>
      <Field label={FIELD_LABELS.year} htmlFor={`${id}-year`} error={errors.year}>
        <Input {...control('year')} inputMode="numeric" maxLength={4} placeholder="1990" />
      </Field>
      <Field label={FIELD_LABELS.series} htmlFor={`${id}-series`} error={errors.series}>
        <Input {...control('series')} maxLength={LIMITS.series} list={`${id}-series-list`} placeholder="e.g. My customs" />
        <datalist id={`${id}-series-list`}>
          {(series.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Field>
    </div>
  );
}
