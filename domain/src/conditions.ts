/** Copy conditions, best first (spec sections 4 and 9). */
export const CONDITIONS = ['Mint', 'Near Mint', 'Good', 'Fair', 'Poor'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const DEFAULT_CONDITION: Condition = 'Good';

/** Badge colour per condition: green, blue, yellow, orange, red. */
export const CONDITION_COLORS: Record<Condition, 'green' | 'blue' | 'yellow' | 'orange' | 'red'> = {
  Mint: 'green',
  'Near Mint': 'blue',
  Good: 'yellow',
  Fair: 'orange',
  Poor: 'red',
};

export const BOX_CONDITIONS = ['Mint in Box', 'Near Mint Box', 'Good Box', 'Damaged Box', 'No Box'] as const;
export type BoxCondition = (typeof BOX_CONDITIONS)[number];

export const PACKAGING_TYPES = ['Sealed MOC', 'Opened Package', 'Loose', 'Resealed'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];
/** How a packaging type is shown to the collector. */
export const PACKAGING_TYPE_LABELS: Record<PackagingType, string> = {
  'Sealed MOC': 'Sealed/Mint on Card',
  'Opened Package': 'Opened Package',
  Loose: 'Loose',
  Resealed: 'Resealed',
};

export const COMPLETENESS_VALUES = ['Complete', 'Missing Accessories', 'Figure Only', 'Extra Accessories'] as const;
export type Completeness = (typeof COMPLETENESS_VALUES)[number];
