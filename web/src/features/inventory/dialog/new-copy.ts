import type { Condition, NewCopy } from '@tmnt/domain';

export interface NewCopyForm {
  condition: Condition;
  purchase_price: string;
  purchase_date: string;
  notes: string;
}

/** The POST body for another copy: empty optional fields are left out, not sent as null (spec section 5). */
export function newCopyBody(figureId: number, form: NewCopyForm): NewCopy {
  return {
    figure_id: figureId,
    condition: form.condition,
    ...(form.purchase_price.trim() !== '' && { purchase_price: Number(form.purchase_price) }),
    ...(form.purchase_date !== '' && { purchase_date: form.purchase_date }),
    ...(form.notes.trim() !== '' && { notes: form.notes }),
  };
}
