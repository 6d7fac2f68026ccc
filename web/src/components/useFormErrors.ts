import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FieldError } from '@tmnt/domain';
import { fieldErrorId } from './Field.tsx';
import { browserErrors, failureErrors, placeErrors, schemaErrors, type PlacedErrors } from './form-errors.ts';

/**
 * The errors of one form, each shown next to its field. `ref` goes on the element holding the form's controls;
 * each control takes `control(field, id)` (its name, id and ARIA state) and its Field takes `errors[field]`.
 * Whenever errors are shown, the first invalid control (in page order) is focused and scrolled into view with its
 * message; with none among the shown fields, the form's own message is scrolled into view (mark it `data-form-error`).
 */
export function useFormErrors<E extends HTMLElement = HTMLFormElement>(/** The fields the form shows (a constant). */ fields: readonly string[]) {
  const ref = useRef<E>(null);
  const [placed, setPlaced] = useState<PlacedErrors & { shown: number }>({ fields: {}, form: null, shown: 0 });

  useEffect(() => {
    if (placed.shown > 0) revealFirstError(ref.current);
  }, [placed.shown]);

  const show = useCallback(
    (errors: readonly FieldError[]) => setPlaced((was) => ({ ...placeErrors(errors, fields), shown: was.shown + 1 })),
    [fields],
  );

  return useMemo(() => {
    const errors = placed.fields;
    return {
      ref,
      /** Each shown field's message, by API field name. */
      errors,
      /** What belongs to no shown field (e.g. the server could not be reached), or null. */
      formError: placed.form,
      /**
       * Checks a body before it is sent, with the same domain schema the server uses and the browser's own reading
       * of the inputs. On a refusal the errors are shown and false is returned.
       */
      check(schema: z.ZodType, body: unknown): boolean {
        const found = schemaErrors(schema, body);
        const fromBrowser = browserErrors(ref.current).filter((b) => !found.some((e) => e.field === b.field));
        if (found.length === 0 && fromBrowser.length === 0) return true;
        show([...found, ...fromBrowser]);
        return false;
      },
      /** Shows why a request failed: next to the fields a refusal names, else for the whole form. */
      showFailure: (error: unknown) => show(failureErrors(error)),
      /** Shows errors found otherwise (e.g. by a domain check such as checkCodeForLink), as check does. */
      show,
      /** Forgets the errors of fields the collector has just changed. */
      clear(...changed: string[]) {
        if (!changed.some((f) => errors[f] !== undefined)) return;
        setPlaced((was) => ({ ...was, fields: Object.fromEntries(Object.entries(was.fields).filter(([f]) => !changed.includes(f))) }));
      },
      /** Forgets every error (after a save, or on cancel). */
      reset: () => setPlaced((was) => ({ fields: {}, form: null, shown: was.shown })),
      /**
       * The props tying a control to its field: name, id, and its error as aria-invalid and its description (after
       * which the control's own hint, when it has one, is read).
       */
      control: (field: string, id: string, hintId?: string) => ({
        id,
        name: field,
        'aria-invalid': errors[field] !== undefined ? true : undefined,
        'aria-describedby': [errors[field] !== undefined ? fieldErrorId(id) : undefined, hintId].filter(Boolean).join(' ') || undefined,
      }),
    };
  }, [placed, show]);
}

/** Focuses the first invalid control and brings it into view with its label and message. */
function revealFirstError(container: HTMLElement | null) {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid ?? container?.querySelector<HTMLElement>('[data-form-error]');
  if (!target) return;
  invalid?.focus({ preventScroll: true });
  (target.closest<HTMLElement>('[data-field]') ?? target).scrollIntoView({ block: 'nearest' });
}

export type FormErrors = ReturnType<typeof useFormErrors>;
