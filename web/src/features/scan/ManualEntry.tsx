import { useState, type KeyboardEvent, type RefObject } from 'react';
import { Search, TextSearch } from 'lucide-react';
import { labelTarget, LIMITS, lookupRequestSchema, normalizeUpc } from '@tmnt/domain';
import { Button } from '../../components/Button.tsx';
import { FieldError, inputClasses } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { typedName } from './typed-name.ts';

const FIELDS = ['upc'] as const;

/** A valid EAN-13 (its check digit is right), as the spec asks of the example. */
const EXAMPLE_CODE = '0043377050018';

interface ManualEntryProps {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onSubmit: (code: string) => void;
  /** Opens "Add by name", searching for the text given. */
  onAddByName: (text: string) => void;
}

/**
 * The UPC field. It stays enabled and focused while a code is processed: a USB scanner types the next code and
 * Enter right away, and that code must be queued, not dropped.
 */
export function ManualEntry({ inputRef, busy, onSubmit, onAddByName }: ManualEntryProps) {
  const [value, setValue] = useState('');
  const [name, setName] = useState<string | null>(null);
  const validation = useFormErrors(FIELDS);

  const addByName = (text: string) => {
    setValue('');
    setName(null);
    onAddByName(text);
  };

  // A name is offered "Add by name" (never looked up, so never linked as a code); what cannot be a barcode at all
  // stays in the field with its reason, to be corrected; anything else is looked up.
  const submit = () => {
    const code = value.trim();
    // A label's QR code read by a 2D scanner: the page opens what it names.
    if (labelTarget(code)) {
      onSubmit(code);
      setValue('');
      return;
    }
    const typed = typedName(code);
    if (typed !== null) return setName(typed);
    if (code === '' || !validation.check(lookupRequestSchema, { upc: code })) return;
    const normal = normalizeUpc(code);
    if (!normal.ok) return validation.show([{ field: 'upc', error: normal.error }]);
    onSubmit(code);
    setValue('');
  };

  // Enter is handled here because a form whose submit button is disabled (while busy) ignores Enter.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <ValidatedForm validation={validation} onSubmit={submit} className="space-y-2">
      <label htmlFor="scan-upc" className="text-sm font-medium text-gray-700 dark:text-gray-200">
        Enter UPC Code
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          {...validation.control('upc', 'scan-upc', 'scan-upc-hint')}
          // The field is the whole point of this screen, and a USB scanner types wherever focus is.
          autoFocus
          value={value}
          maxLength={LIMITS.upc}
          onChange={(e) => {
            setValue(e.target.value);
            setName(null);
            validation.clear('upc');
          }}
          onKeyDown={onKeyDown}
          placeholder={EXAMPLE_CODE}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} py-3 font-mono text-lg tracking-wider`}
        />
        <Button type="submit" size="lg" disabled={busy || value.trim() === ''} className="shrink-0">
          <Search className="h-5 w-5" aria-hidden="true" />
          {busy ? 'Looking up...' : 'Lookup UPC'}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => addByName(value.trim())} className="shrink-0">
          <TextSearch className="h-5 w-5" aria-hidden="true" />
          Add by name
        </Button>
      </div>
      <FieldError controlId="scan-upc" error={validation.errors.upc} />
      {name !== null && (
        <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900 sm:flex-row sm:items-center sm:gap-3 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100">
          <span className="min-w-0 break-words sm:flex-1">
            “{name}” looks like a name, not a barcode. Find the figure by its name instead.
          </span>
          <Button size="sm" onClick={() => addByName(name)}>
            <TextSearch className="h-4 w-4" aria-hidden="true" /> Add “{name}” by name
          </Button>
        </div>
      )}
      <p id="scan-upc-hint" className="text-sm text-gray-600 dark:text-gray-400">
        Type or scan the 12-13 digit UPC and press Enter. No barcode? Add the figure by its name.
      </p>
    </ValidatedForm>
  );
}
