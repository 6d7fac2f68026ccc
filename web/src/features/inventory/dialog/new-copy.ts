import type { Condition, NewCopy, PackagingType } from '@tmnt/domain';
import { costBody, type CostInputs } from '../../../components/CostFields.tsx';

export interface NewCopyForm extends CostInputs {
  condition: Condition;
  /** Carded or loose decides the copy's value; null until chosen (the form asks for it). */
  packaging_type: PackagingType | null;
  purchase_date: string;
  notes: string;
}

/** The POST body for another copy: empty optional fields are left out, not sent as null (spec section 5). */
export function newCopyBody(figureId: number, form: NewCopyForm): NewCopy {
  return {
    figure_id: figureId,
    condition: form.condition,
    ...(form.packaging_type !== null && { packaging_type: form.packaging_type }),
    ...costBody(form),
    ...(form.purchase_date !== '' && { purchase_date: form.purchase_date }),
    ...(form.notes.trim() !== '' && { notes: form.notes }),
  };
}
