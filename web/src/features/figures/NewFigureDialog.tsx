import { useEffect, useState, type ReactNode } from 'react';
import { newFigureSchema, type Figure } from '@tmnt/domain';
import { useCreateFigure, useFigure } from '../../api/figures.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { FigureImage } from '../../components/FigureImage.tsx';
import { useFormErrors } from '../../components/useFormErrors.ts';
import { ValidatedForm } from '../../components/ValidatedForm.tsx';
import { existingFigureId, figureFormFromSearch, newFigureBody, type FigureForm } from './figure-form.ts';
import { FIGURE_FORM_FIELDS, FigureFormFields } from './FigureFormFields.tsx';

interface NewFigureDialogProps {
  /** What the collector searched for: filled in as the name (and a year typed with it as the year). */
  initialText?: string;
  /**
   * The figure to go on with: the one just added, or (after the server said one with the same name and year exists)
   * that one, when the collector chose to use it. The dialog does not close itself.
   */
  onCreated: (figure: Figure, how: 'created' | 'existing') => void;
  onCancel: () => void;
  /** What happens with the figure next, said above the form (e.g. "Code 036000291452 is then linked to it."). */
  intro?: ReactNode;
  /** The add button's words; "Add figure" unless given. */
  submitLabel?: string;
}

/** The figure a 409 named, with the button to use it instead. */
function ExistingFigure({ id, message, onUse }: { id: number; message: string; onUse: (figure: Figure) => void }) {
  const figure = useFigure(id);
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-medium">{message}</p>
      {figure.data && (
        <div className="flex flex-wrap items-center gap-3">
          <FigureImage src={figure.data.thumbnail_url ?? figure.data.image_url} name={figure.data.name} className="h-10 w-10" />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{figure.data.name}</span>
            <span className="block text-xs">
              {figure.data.year} · {figure.data.series}
            </span>
          </span>
          <Button size="sm" onClick={() => onUse(figure.data)}>
            Use this figure
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * "Add a figure that isn't listed": a figure the catalogue lacks, added as the collector's own. Opened with the
 * text a search found nothing for; hands the new figure (or an existing one the collector picks instead) back.
 */
export function NewFigureDialog({ initialText = '', onCreated, onCancel, intro, submitLabel = 'Add figure' }: NewFigureDialogProps) {
  const [form, setForm] = useState<FigureForm>(() => figureFormFromSearch(initialText));
  const [conflict, setConflict] = useState<{ id: number; message: string } | null>(null);
  const create = useCreateFigure();
  const validation = useFormErrors(FIGURE_FORM_FIELDS);
  const formRef = validation.ref;

  // After the Dialog has focused its panel: the first field still to fill (the year, when the name came filled in).
  const [firstToFill] = useState(() => (form.name === '' ? 'name' : form.year === '' ? 'year' : 'series'));
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${firstToFill}"]`)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [formRef, firstToFill]);

  const change = (next: Partial<FigureForm>) => {
    validation.clear(...Object.keys(next));
    if (next.name !== undefined || next.year !== undefined) setConflict(null);
    setForm((f) => ({ ...f, ...next }));
  };

  const submit = () => {
    const body = newFigureBody(form);
    setConflict(null);
    if (!validation.check(newFigureSchema, body)) return;
    create.mutate(body, {
      onSuccess: (figure) => onCreated(figure, 'created'),
      onError: (error) => {
        const id = existingFigureId(error);
        if (id === null) validation.showFailure(error);
        else setConflict({ id, message: error.message });
      },
    });
  };

  return (
    <Dialog title={"Add a figure that isn't listed"} onClose={onCancel}>
      <ValidatedForm validation={validation} onSubmit={submit} className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          It becomes one of your own figures, scanned, valued and graded like any other. {intro}
        </p>
        <FigureFormFields form={form} onChange={change} validation={validation} />
        {conflict && <ExistingFigure id={conflict.id} message={conflict.message} onUse={(figure) => onCreated(figure, 'existing')} />}
        <FormError error={validation.formError} prefix="Could not add the figure: " />
        <div className="flex justify-end gap-2 border-t border-gray-200 pt-3 dark:border-gray-800">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding...' : submitLabel}
          </Button>
        </div>
      </ValidatedForm>
    </Dialog>
  );
}
