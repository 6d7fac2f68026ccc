/** How a copy is packaged, for grading (spec section 3 "Packaging status"). It selects the question set and the photos. */
export const PACKAGING_STATUSES = ['MOC', 'MIP', 'LOOSE', 'DAMAGED_PACKAGE'] as const;
export type PackagingStatus = (typeof PACKAGING_STATUSES)[number];

export const PACKAGING_STATUS_INFO: Record<PackagingStatus, { label: string; description: string }> = {
  MOC: { label: 'Mint on Card', description: 'Sealed in the original package with card backing' },
  MIP: { label: 'Mint in Package', description: 'Sealed in a blister pack without card' },
  LOOSE: { label: 'Loose', description: 'Figure removed from packaging' },
  DAMAGED_PACKAGE: { label: 'Damaged Package', description: 'Package open, torn or damaged' },
};

export type QuestionSet = 'carded' | 'loose';

/** LOOSE gets the loose questions; anything else the carded set (spec section 4). */
export function questionSetFor(status: PackagingStatus): QuestionSet {
  return status === 'LOOSE' ? 'loose' : 'carded';
}
