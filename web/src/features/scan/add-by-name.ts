import type { Condition, NewCopy, PackagingType } from '@tmnt/domain';

/** What the collector chose for a copy added by name. */
export interface CopyChoices {
  condition: Condition;
  packaging: PackagingType | null;
  /** As typed or picked from the figure's known variants; empty for none. */
  variant: string;
}

/** The POST /inventory body of a copy added by name: the packaging (it decides the value) and a variant when given. */
export function newCopyOf(figureId: number, { condition, packaging, variant }: CopyChoices): NewCopy {
  return {
    figure_id: figureId,
    condition,
    ...(packaging && { packaging_type: packaging }),
    ...(variant.trim() !== '' && { variant: variant.trim() }),
  };
}
