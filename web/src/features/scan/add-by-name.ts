import type { Condition, NewCopy, PackagingType } from '@tmnt/domain';
import { costBody, type CostInputs } from '../../components/CostFields.tsx';

/** What the collector chose for a copy added by name (and, if they like, what it cost). */
export interface CopyChoices extends CostInputs {
  condition: Condition;
  packaging: PackagingType | null;
  /** As typed or picked from the figure's known variants; empty for none. */
  variant: string;
}

/** The POST /inventory body of a copy added by name: the packaging (it decides the value), a variant and the cost when given. */
export function newCopyOf(figureId: number, choices: CopyChoices): NewCopy {
  const { condition, packaging, variant } = choices;
  return {
    figure_id: figureId,
    condition,
    ...(packaging && { packaging_type: packaging }),
    ...(variant.trim() !== '' && { variant: variant.trim() }),
    ...costBody(choices),
  };
}
