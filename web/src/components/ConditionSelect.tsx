import { CONDITIONS, FIELD_LABELS, type Condition } from '@tmnt/domain';
import { Field, fieldErrorId, Select } from './Field.tsx';

interface ConditionSelectProps {
  id: string;
  value: Condition;
  onChange: (condition: Condition) => void;
  disabled?: boolean;
  className?: string;
  /** What is wrong with the condition, shown below it (see useFormErrors). */
  error?: string;
}

/** The labelled 'Condition' select over the five conditions, best first. */
export function ConditionSelect({ id, value, onChange, disabled, className, error }: ConditionSelectProps) {
  return (
    <Field label={FIELD_LABELS.condition} htmlFor={id} error={error}>
      <Select
        id={id}
        name="condition"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Condition)}
        className={className}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? fieldErrorId(id) : undefined}
      >
        {CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    </Field>
  );
}
