import { useState } from 'react';
import { Link } from 'react-router';
import { figurePatchSchema, type Figure } from '@tmnt/domain';
import { useUpdateFigure } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { existingFigureId, figureFormOf, figurePatchBody, type FigureForm } from './figure-form.ts';
import { FIGURE_FORM_FIELDS, FigureFormFields } from './FigureFormFields.tsx';

/**
 * Corrects a figure's name, series, year, character, accessories and description. A catalogue figure keeps the
 * collector's correction when the catalogue is updated; only what changed is sent.
 */
export function EditFigureDialog({ figure, onClose }: { figure: Figure; onClose: () => void }) {
  const [form, setForm] = useState<FigureForm>(() => figureFormOf(figure));
  const [clash, setClash] = useState<number | null>(null);
  const update = useUpdateFigure(figure.id);
  const validation = useFormErrors(FIGURE_FORM_FIELDS);

  const change = (next: Partial<FigureForm>) => {
    validation.clear(...Object.keys(next));
    setClash(null);
    setForm((f) => ({ ...f, ...next }));
  };

  const submit = () => {
    const patch = figurePatchBody(figure, form);
    if (Object.keys(patch).length === 0) return onClose();
    if (!validation.check(figurePatchSchema, patch)) return;
    update.mutate(patch, {
      onSuccess: onClose,
      onError: (error) => {
        setClash(existingFigureId(error));
        validation.showFailure(error);
      },
    });
  };

  return (
    <Dialog title={`Edit ${figure.name}`} onClose={onClose}>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-4">
        {figure.source === 'catalogue' && (
          <p className="text-sm text-gray-700 dark:text-gray-300">Your corrections are kept when the app's catalogue is updated.</p>
        )}
        <FigureFormFields form={form} onChange={change} validation={validation} />
        {clash !== null && (
          <p className="text-sm">
            <Link to={`/figures/${clash}`} onClick={onClose} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
              Open that figure
            </Link>
            {figure.source === 'collector' && ' (to use it instead, merge this one into it)'}
          </p>
        )}
        <FormError error={validation.formError} prefix="Could not save: " />
        <div className="flex justify-end gap-2 border-t border-gray-200 pt-3 dark:border-gray-800">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
