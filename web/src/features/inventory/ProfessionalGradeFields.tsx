import { useId } from 'react';
import { CERTIFICATE_MAX, FIELD_LABELS, GRADE_TEXT_MAX, GRADING_COMPANIES, UNCIRCULATED_MARKS } from '@tmnt/domain';
import { Field, Input, pastDateInputRules, Select } from '../../components/Field.tsx';
import type { FormErrors } from '../../components/useFormErrors.ts';
import type { EditForm, GRADING_INPUTS } from './edit-form.ts';

type GradingInputs = Pick<EditForm, (typeof GRADING_INPUTS)[number]>;

const COMPANY_LABELS: Record<string, string> = { Other: 'Other company' };
const MARK_LABELS: Record<string, string> = { U: 'U (uncirculated)', Y: 'Y (uncirculated, newer label)' };
const NOT_GRADED = 'Not graded';
const NOT_SET = 'Not set';

/** The grade, as its case says it: a hint under the grade inputs. */
const GRADE_HINT = 'As the company writes it: 85, 80+ (AFA, CAS, UKG) or 9.0 (CGA).';

/**
 * A copy's professional grade: its grading company, the grade and sub-grades as the company writes them, AFA's
 * uncirculated mark, the certificate number and the grading date. A graded copy is valued on sales of its company
 * and grade band. Used wherever a copy is edited (the dialog and the item page).
 */
export function ProfessionalGradeFields({ inputs, onChange, validation }: { inputs: GradingInputs; onChange: (change: Partial<GradingInputs>) => void; validation: FormErrors }) {
  const id = useId();
  const { errors, control } = validation;
  const hintId = `${id}-hint`;
  const text = (key: 'grading_grade' | 'grading_card' | 'grading_bubble' | 'grading_figure' | 'grading_certificate', max: number, hinted = false) => (
    <Field label={FIELD_LABELS[key]} htmlFor={`${id}-${key}`} error={errors[key]}>
      <Input {...control(key, `${id}-${key}`, hinted ? hintId : undefined)} value={inputs[key]} maxLength={max} onChange={(e) => onChange({ [key]: e.target.value })} />
    </Field>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-gray-700 dark:text-gray-200">Professional grade</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label={FIELD_LABELS.grading_company} htmlFor={`${id}-company`} error={errors.grading_company}>
          <Select {...control('grading_company', `${id}-company`)} value={inputs.grading_company} onChange={(e) => onChange({ grading_company: e.target.value as GradingInputs['grading_company'] })}>
            <option value="">{NOT_GRADED}</option>
            {GRADING_COMPANIES.map((company) => (
              <option key={company} value={company}>
                {COMPANY_LABELS[company] ?? company}
              </option>
            ))}
          </Select>
        </Field>
        {text('grading_grade', GRADE_TEXT_MAX, true)}
        <Field label={FIELD_LABELS.grading_uncirculated} htmlFor={`${id}-mark`} error={errors.grading_uncirculated}>
          <Select {...control('grading_uncirculated', `${id}-mark`)} value={inputs.grading_uncirculated} onChange={(e) => onChange({ grading_uncirculated: e.target.value as GradingInputs['grading_uncirculated'] })}>
            <option value="">{NOT_SET}</option>
            {UNCIRCULATED_MARKS.map((mark) => (
              <option key={mark} value={mark}>
                {MARK_LABELS[mark]}
              </option>
            ))}
          </Select>
        </Field>
        {text('grading_certificate', CERTIFICATE_MAX)}
        {text('grading_card', GRADE_TEXT_MAX)}
        {text('grading_bubble', GRADE_TEXT_MAX)}
        {text('grading_figure', GRADE_TEXT_MAX)}
        <Field label={FIELD_LABELS.graded_on} htmlFor={`${id}-graded-on`} error={errors.graded_on}>
          <Input {...control('graded_on', `${id}-graded-on`)} {...pastDateInputRules()} value={inputs.graded_on} onChange={(e) => onChange({ graded_on: e.target.value })} />
        </Field>
      </div>
      <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
        {GRADE_HINT} A graded copy is valued on sales of its company and grade.
      </p>
    </fieldset>
  );
}
