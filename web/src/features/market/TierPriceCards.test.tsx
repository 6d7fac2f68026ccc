import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { FigurePrices, TierPrices } from '@tmnt/domain';
import { TierPriceCards } from './TierPriceCards.tsx';

const tier = (over: Partial<TierPrices>): TierPrices => ({
  average_price: 450, current_lowest: 499, highest_recent: 460, basis: 'sold', sample_size: 5, sample_low: 440, sample_high: 460, window_days: 90, recent_sold: 5, ...over,
});
const prices = (carded: TierPrices | null, loose: TierPrices | null) => ({ carded, loose }) as FigurePrices;
const card = (name: string) => within(screen.getByRole('group', { name: 'Prices by packaging' })).getByRole('group', { name });

describe('TierPriceCards', () => {
  it("shows each tier's average, what it rests on, and the low and high of its sales (not a cheaper or dearer listing)", () => {
    render(<TierPriceCards prices={prices(tier({}), tier({ average_price: 27.8, sample_low: 25, sample_high: 30, current_lowest: 22 }))} />);
    expect(card('Carded').textContent).toBe('Carded$450.00Carded average of 5 sold, last 90 daysLow$440.00High$460.00');
    expect(card('Loose').textContent).toBe('Loose$27.80Loose average of 5 sold, last 90 daysLow$25.00High$30.00');
  });

  it('says "No sales yet" for a tier without prices, and for one with asking prices only, with what is asked', () => {
    render(<TierPriceCards prices={prices(null, tier({ basis: 'asking', sample_size: 2, window_days: null, average_price: 35, sample_low: 30, sample_high: 40 }))} />);
    expect(card('Carded').textContent).toBe('CardedNo sales yet');
    expect(card('Loose').textContent).toBe('LooseNo sales yetLoose asking prices only (2 listings): average $35.00, $30.00 to $40.00');
  });

  it("marks the tier of the copy being looked at, only that one", () => {
    render(<TierPriceCards prices={prices(tier({}), null)} yours="loose" />);
    expect(within(card('Loose')).getByText('Your copy')).toBeInTheDocument();
    expect(within(card('Carded')).queryByText('Your copy')).toBeNull();
  });
});
