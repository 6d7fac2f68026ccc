import type { PriceTier } from '@tmnt/domain';

/** A packaging tier as the chart draws it; 'unknown' holds records whose packaging is not known. */
export type TierKey = PriceTier | 'unknown';

export const tierKey = (tier: PriceTier | null): TierKey => tier ?? 'unknown';

/**
 * Each tier's colour (Okabe-Ito: told apart with every common colour-vision deficiency, and each above 3:1 against
 * the card in its theme) and its point shape, so a tier is known by shape too. The same in the cards and the chart.
 */
export const TIER_STYLES = {
  carded: { light: '#0072B2', dark: '#56B4E9', pointStyle: 'circle', markClass: 'text-[#0072B2] dark:text-[#56B4E9]' },
  loose: { light: '#D55E00', dark: '#E69F00', pointStyle: 'triangle', markClass: 'text-[#D55E00] dark:text-[#E69F00]' },
  unknown: { light: '#6B7280', dark: '#9CA3AF', pointStyle: 'rect', markClass: 'text-[#6B7280] dark:text-[#9CA3AF]' },
} as const satisfies Record<TierKey, { light: string; dark: string; pointStyle: 'circle' | 'triangle' | 'rect'; markClass: string }>;

/** The tier's point shape in its colour, beside its name (decorative: the name says which tier). */
export function TierMark({ tier, hollow = false, className = '' }: { tier: TierKey; hollow?: boolean; className?: string }) {
  const { pointStyle, markClass } = TIER_STYLES[tier];
  const paint = hollow ? { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } : { fill: 'currentColor' };
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className={`h-3 w-3 shrink-0 ${markClass} ${className}`}>
      {pointStyle === 'circle' && <circle cx="6" cy="6" r="4.5" {...paint} />}
      {pointStyle === 'triangle' && <path d="M6 1.5 10.8 10H1.2Z" {...paint} />}
      {pointStyle === 'rect' && <rect x="1.75" y="1.75" width="8.5" height="8.5" {...paint} />}
    </svg>
  );
}
