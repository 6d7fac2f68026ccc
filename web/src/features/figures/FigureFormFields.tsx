import { useId } from 'react';
import { FIELD_LABELS, FIGURE_YEARS, LIMITS } from '@tmnt/domain';
import { useFigureSeries } from '../../api/figures.ts';
import { Field, Input, Textarea } from '../../components/Field.tsx';
import type { FormErrors } from '../../components/useFormErrors.ts';
import { LINE_YEARS, type FigureForm } from './figure-form.ts';

/** The fields a figure form shows, by API field name (for useFormErrors). */
export const FIGURE_FORM_FIELDS = ['name', 'year', 'series', 'character', 'accessories', 'description'] as const;

const optional = (label: string) => `${label} (optional)`;

interface FigureFormFieldsProps {
  form: FigureForm;
  onChange: (change: Partial<FigureForm>) => void;
  validation: FormErrors;
}

/** Name, year, series, character, accessories and description of a figure, each with its error beside it. */
export function FigureFormFields({ form, onChange, validation }: FigureFormFieldsProps) {
  const id = useId();
  const series = useFigureSeries();
  const { errors, control } = validation;
  return (
    <div className="space-y-3">
      <Field label={FIELD_LABELS.name} htmlFor={`${id}-name`} error={errors.name}>
        <Input {...control('name', `${id}-name`)} maxLength={LIMITS.name} autoComplete="off" value={form.name} onChange={(e) => onChange({ name: e.target.value })} />
      </Field>
      <div className="grid grid-cols-[7rem_1fr] gap-3">
        <Field label={FIELD_LABELS.year} htmlFor={`${id}-year`} error={errors.year}>
          <Input
            {...control('year', `${id}-year`)}
            inputMode="numeric"
            list={`${id}-years`}
            maxLength={4}
            autoComplete="off"
            placeholder="1988"
            value={form.year}
            onChange={(e) => onChange({ year: e.target.value })}
          />
          <datalist id={`${id}-years`}>
            {LINE_YEARS.map((year) => (
              <option key={year} value={year} />
            ))}
          </datalist>
        </Field>
        <Field label={FIELD_LABELS.series} htmlFor={`${id}-series`} error={errors.series}>
          <Input
            {...control('series', `${id}-series`)}
            list={`${id}-series-list`}
            maxLength={LIMITS.series}
            autoComplete="off"
            placeholder="e.g. Original Series"
            value={form.series}
            onChange={(e) => onChange({ series: e.target.value })}
          />
          <datalist id={`${id}-series-list`}>
            {(series.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </Field>
      </div>
      <p className="-mt-1 text-xs text-gray-600 dark:text-gray-400">
        The line ran 1988-1995; any year from {FIGURE_YEARS.min} to {FIGURE_YEARS.max} is taken.
      </p>
      <Field label={optional('Character')} htmlFor={`${id}-character`} hint="Who the figure is of, e.g. Leonardo; the name when left empty." error={errors.character}>
        <Input
          {...control('character', `${id}-character`)}
          maxLength={LIMITS.name}
          autoComplete="off"
          value={form.character}
          onChange={(e) => onChange({ character: e.target.value })}
        />
      </Field>
      <Field label={optional('Accessories')} htmlFor={`${id}-accessories`} hint="One per line, or separated by commas." error={errors.accessories}>
        <Textarea
          {...control('accessories', `${id}-accessories`)}
          rows={3}
          placeholder={'Katana (2)\nNinja star'}
          value={form.accessories}
          onChange={(e) => onChange({ accessories: e.target.value })}
        />
      </Field>
      <Field label={optional(FIELD_LABELS.description)} htmlFor={`${id}-description`} error={errors.description}>
        <Textarea
          {...control('description', `${id}-description`)}
          rows={3}
          maxLength={LIMITS.description}
          value={form.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
    </div>
  );
}
