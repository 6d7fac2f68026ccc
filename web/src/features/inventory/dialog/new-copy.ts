import { DEFAULT_CONDITION, type Condition, type InventoryItem, type NewCopy, type PackagingType } from '@tmnt/domain';
import { costBody, noCost, type CostInputs } from '../../../components/CostFields.tsx';

export interface NewCopyForm extends CostInputs {
  condition: Condition;
  /** Carded or loose decides the copy's value; null until chosen (the form asks for it). */
  packaging_type: PackagingType | null;
  variant: string;
  purchase_date: string;
  notes: string;
}

/**
 * Another copy of the figure of `copy`, as Add Copy opens it: with that copy's packaging (else the collector's last
 * choice, else none, and the form asks) and its variant; the condition at the spec's default, nothing paid yet.
 */
export function newCopyForm(copy: Pick<InventoryItem, 'packaging_type' | 'variant'>, remembered: PackagingType | null): NewCopyForm {
  return {
    condition: DEFAULT_CONDITION,
    packaging_type: copy.packaging_type ?? remembered,
    variant: copy.variant ?? '',
    ...noCost(),
    purchase_date: '',
    notes: '',
  };
}

/** The POST body for another copy: empty optional fields are left out, not sent as null (spec section 5). */
export function newCopyBody(figureId: number, form: NewCopyForm): NewCopy {
  return {
    figure_id: figureId,
    condition: form.condition,
    ...(form.packaging_type !== null && { packaging_type: form.packaging_type }),
    ...(form.variant.trim() !== '' && { variant: form.variant.trim() }),
    ...costBody(form),
    ...(form.purchase_date !== '' && { purchase_date: form.purchase_date }),
    ...(form.notes.trim() !== '' && { notes: form.notes }),
  };
}
