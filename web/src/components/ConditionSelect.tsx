import { CONDITIONS, type Condition } from '@tmnt/domain';
import { Field, Select } from './Field.tsx';

interface ConditionSelectProps {
  id: string;
  value: Condition;
  onChange: (condition: Condition) => void;
  disabled?: boolean;
  className?: string;
}

/** The labelled 'Condition' select over the five conditions, best first. */
export function ConditionSelect({ id, value, onChange, disabled, className }: ConditionSelectProps) {
  return (
    <Field label="Condition" htmlFor={id}>
      <Select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Condition)} className={className}>
        {CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    </Field>
  );
}
