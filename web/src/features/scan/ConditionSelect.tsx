import { CONDITIONS, type Condition } from '@tmnt/domain';
import { Field, Select } from '../../components/Field.tsx';

/** The condition every scanned copy is added with; locked while a scan is being processed. */
export function ConditionSelect({ value, onChange, disabled }: { value: Condition; onChange: (c: Condition) => void; disabled: boolean }) {
  return (
    <Field label="Condition" htmlFor="scan-condition">
      <Select id="scan-condition" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Condition)} className="sm:w-44">
        {CONDITIONS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
    </Field>
  );
}
