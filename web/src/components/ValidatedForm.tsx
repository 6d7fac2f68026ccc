import type { FormHTMLAttributes, Ref } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** The form's errors (useFormErrors): its ref finds the fields a message goes beside. */
  validation: { ref: Ref<HTMLFormElement> };
  /** Called on submit; the page stays. */
  onSubmit: () => void;
};

/**
 * A form the app checks itself: noValidate, so each field's message is shown beside it in the app's words (see
 * useFormErrors), not in the browser's bubble; submitting calls `onSubmit` instead of loading a page.
 */
export function ValidatedForm({ validation, onSubmit, children, ...props }: Props) {
  return (
    <form
      {...props}
      ref={validation.ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
