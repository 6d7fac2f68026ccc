import type { ReactNode } from 'react';
import { CONDITION_COLORS, copyRarity, type Condition, type RarityTier, type ValueBasis } from '@tmnt/domain';

const COLORS = {
  green: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-200',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/60 dark:text-yellow-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  gray: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-200',
} as const;
export type BadgeColor = keyof typeof COLORS;

export function Badge({ color = 'gray', children, className = '', title }: { color?: BadgeColor; children: ReactNode; className?: string; title?: string }) {
  return (
    <span title={title} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${COLORS[color]} ${className}`}>
      {children}
    </span>
  );
}

export function ConditionBadge({ condition }: { condition: string }) {
  const color = CONDITION_COLORS[condition as Condition] ?? 'gray';
  return <Badge color={color}>{condition}</Badge>;
}

const RARITY_COLORS: Record<RarityTier, BadgeColor> = {
  Common: 'gray',
  Uncommon: 'green',
  Rare: 'blue',
  'Very Rare': 'purple',
  'Ultra Rare': 'amber',
};

/** A copy's rarity from its value: "Unrated" when it has none, and saying so when the value is only what was paid. */
export function RarityBadge({ value, basis }: { value: number; basis: ValueBasis }) {
  const { tier, label } = copyRarity(value, basis);
  return (
    <Badge color={tier ? RARITY_COLORS[tier] : 'gray'} title={RARITY_BY_VALUE}>
      {label}
    </Badge>
  );
}

/** What a rarity badge means: a tier of the copy's value, not how many were made. */
export const RARITY_BY_VALUE = 'Rarity by value: the tier of its estimated value, not how many were made';
