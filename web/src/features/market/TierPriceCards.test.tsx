import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { FigurePrices, TierPrices } from '@tmnt/domain';
import { TierPriceCards } from './TierPriceCards.tsx';

const tier = (over: Partial<TierPrices>): TierPrices => ({
  average_price: 450, current_lowest: 499, highest_recent: 460, basis: 'sold', sample_size: 5, sample_low: 440, sample_high: 460, window_days: 90, recent_sold: 5, ...over,
});
const prices = (carded: TierPrices | null, loose: TierPrices | null, graded: FigurePrices['graded'] = [], more: Partial<FigurePrices> = {}) =>
  ({ carded, loose, graded, loose_complete: null, loose_incomplete: null, reissue: null, ...more }) as FigurePrices;
const band = (over: Partial<FigurePrices['graded'][number]>): FigurePrices['graded'][number] => ({
  company: 'AFA', band: '85', average_price: 420, sample_size: 3, sample_low: 400, sample_high: 440, window_days: 180, recent_sold: 3, ...over,
});
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

  it('shows graded sales as their own tier, by company and band, only when there are any', () => {
    render(<TierPriceCards prices={prices(tier({}), null, [band({}), band({ company: 'CGA', band: '90', average_price: 380, sample_size: 2, window_days: null, recent_sold: 0 })])} />);
    const bands = within(card('Graded')).getAllByTestId('graded-band').map((li) => li.textContent);
    expect(bands).toEqual(['AFA 85$420.00Average of 3 sold, last 180 days', 'CGA 9.0$380.00Average of 2 sold, none in the last 180 days']);
    expect(card('Graded').textContent).toContain('Never in the carded average.');
  });

  it('has no Graded card without graded sales, and marks the band of a graded copy rather than its packaging', () => {
    const { rerender } = render(<TierPriceCards prices={prices(tier({}), null)} />);
    expect(within(screen.getByRole('group', { name: 'Prices by packaging' })).queryByRole('group', { name: 'Graded' })).toBeNull();
    rerender(<TierPriceCards prices={prices(tier({}), null, [band({ band: '90' }), band({})])} yours={{ tier: 'carded', graded: { company: 'AFA', grade: '85+' } }} />);
    expect(within(card('Carded')).queryByText('Your copy')).toBeNull();
    const [ninety, eightyFive] = within(card('Graded')).getAllByTestId('graded-band');
    expect(within(ninety).queryByText('Your copy')).toBeNull();
    expect(within(eightyFive).getByText('Your copy')).toBeInTheDocument();
  });

  it("marks the tier of the copy being looked at, only that one", () => {
    render(<TierPriceCards prices={prices(tier({}), null)} yours={{ tier: 'loose' }} />);
    expect(within(card('Loose')).getByText('Your copy')).toBeInTheDocument();
    expect(within(card('Carded')).queryByText('Your copy')).toBeNull();
  });

  it("shows the loose tier's complete and figure-only prices within it, and marks the one a copy is valued on", () => {
    const loose = tier({ average_price: 44.22, sample_size: 9, sample_low: 25, sample_high: 68 });
    const sub = { loose_complete: tier({ average_price: 64, sample_size: 3 }), loose_incomplete: tier({ average_price: 27, sample_size: 2, window_days: null }) };
    render(<TierPriceCards prices={prices(null, loose, [], sub)} yours={{ tier: 'loose', sub: 'loose_complete' }} />);
    expect(within(card('Loose')).getByTestId('loose-complete').textContent).toBe('CompleteYour copy$64.003 sold, last 90 days');
    expect(within(card('Loose')).getByTestId('loose-incomplete').textContent).toBe('Figure only$27.002 sold, none in the last 90 days');
    // The copy is valued on the complete sales, not the whole loose tier.
    expect(within(card('Loose')).getAllByText('Your copy')).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Prices by packaging' })).queryByRole('group', { name: 'Reissue' })).toBeNull();
  });

  it('shows reissue sales as their own tier, and says when a reissue copy has none yet', () => {
    const { rerender } = render(<TierPriceCards prices={prices(tier({}), null, [], { reissue: tier({ average_price: 20, sample_size: 3 }) })} />);
    expect(card('Reissue').textContent).toContain('$20.00Reissue average of 3 sold, last 90 days');
    expect(card('Reissue').textContent).toContain('never in the vintage prices');
    rerender(<TierPriceCards prices={prices(tier({}), null)} yours={{ tier: 'carded', sub: 'reissue' }} />);
    expect(card('Reissue').textContent).toContain('Your copyNo reissue sales yet');
    expect(within(card('Carded')).queryByText('Your copy')).toBeNull();
  });
});
