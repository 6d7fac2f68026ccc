import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { showMoneyIn, type CollectionStats } from '@tmnt/domain';
import { renderScreen, stubApi } from '../../test/render.tsx';
import { DashboardPage } from './DashboardPage.tsx';

const baseStats: CollectionStats = {
  total_items: 4,
  total_value: 1234.5,
  total_invested: 1500,
  gain_loss: -265.5,
  roi_percentage: -17.7,
  items_with_purchase_price: 3,
  insurance_value: 1600.25,
  min_value: 900,
  items_with_price_data: 2,
  items_valued_at_purchase_price: 1,
  items_without_value: 1,
  items_without_packaging: 0,
  by_series: { 'Original Series': 3, 'Movie Star': 1 },
  by_year: { '1988': 3, '1992': 1 },
  by_condition: { Mint: 1, Good: 3 },
  sold_items: 0,
  sold_items_with_cost: 0,
  realised_proceeds: 0,
  realised_cost: 0,
  realised_gain: 0,
};

function stub(stats: Partial<CollectionStats>, completion: unknown[] = []) {
  stubApi({
    '/inventory/stats': { ...baseStats, ...stats },
    '/inventory/top-valuable': [
      { id: 7, figure_id: 1, name: 'Shredder', image_url: null, thumbnail_url: null, estimated_value: 250, value_basis: 'recent_sold', value_sample_size: 6, condition: 'Good', packaging_type: 'Loose', variant: null, year: 1988, series: 'Original Series' },
      { id: 8, figure_id: 2, name: 'Krang', image_url: null, thumbnail_url: null, estimated_value: 120, value_basis: 'purchase', value_sample_size: null, condition: 'Mint', packaging_type: null, variant: null, year: 1989, series: '1989 Series' },
      { id: 9, figure_id: 3, name: 'Bebop', image_url: null, thumbnail_url: null, estimated_value: 0, value_basis: 'none', value_sample_size: null, condition: 'Poor', packaging_type: 'Loose', variant: null, year: 1988, series: 'Original Series' },
    ],
    '/inventory/series-completion': completion,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Dashboard', () => {
  it('shows money with 2 decimals, a red falling ROI card for a loss, rounded percentages and both hints', async () => {
    stub({});
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Collection Value' })).toHaveTextContent('$1,234.50');
    const roi = screen.getByTestId('roi-card');
    expect(roi).toHaveAttribute('data-trend', 'down');
    expect(roi.className).toMatch(/bg-red-50/);
    expect(roi).toHaveTextContent('-18%');
    expect(roi).toHaveTextContent('Loss-$265.50');
    expect(screen.getByText('Insurance Value Estimate').closest('section')).toHaveTextContent('$1,600.25');
    expect(screen.getByText(/1 of 4 items have no purchase price/)).toBeInTheDocument();
    expect(screen.getByText(/2 of 4 items have no market price data yet: 1 item is valued at purchase price, 1 item has no value yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add what you paid' })).toHaveAttribute('href', '/collection?paid=missing');
    const top = screen.getByRole('link', { name: /Shredder/ });
    expect(top).toHaveAttribute('href', '/collection/7');
    expect(top).toHaveTextContent('Very Rare');
    // A rarity is a tier of value, and its tooltip says so.
    expect(within(top).getByText('Very Rare')).toHaveAttribute('title', 'Rarity by value: the tier of its estimated value, not how many were made');
    expect(top).toHaveTextContent('$250.00');
    expect(top).toHaveTextContent('average of 6 sold, last 90 days');
  });

  it("shows every amount in the collection's currency", async () => {
    stub({});
    showMoneyIn('GBP');
    try {
      const { container } = renderScreen(<DashboardPage />);
      expect(await screen.findByRole('region', { name: 'Collection Value' })).toHaveTextContent('£1,234.50');
      expect(screen.getByTestId('roi-card')).toHaveTextContent('Loss-£265.50');
      expect(screen.getByRole('link', { name: /Shredder/ })).toHaveTextContent('£250.00');
      expect(container.textContent).not.toContain('$');
    } finally {
      showMoneyIn('USD');
    }
  });

  it('says how many items have no value yet or only their purchase price, and never calls a purchase price market', async () => {
    stub({});
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Collection Value' })).toHaveTextContent('1 item valued at purchase price · 1 item with no value yet');
    const insurance = screen.getByTestId('insurance-card');
    expect(insurance).toHaveTextContent('Market values (or what you paid, if higher) for the 2 items with market data; purchase prices for 1 item. 1 item with no value yet adds nothing.');
    expect(insurance).toHaveTextContent('Low total: $900.00 (market lows, and purchase prices for 1 item).');
    expect(insurance).not.toHaveTextContent('Market low total');

    const paidOnly = screen.getByRole('link', { name: /Krang/ });
    expect(paidOnly).toHaveTextContent('$120.00');
    expect(paidOnly).toHaveTextContent('Rare (purchase price)');
    // Its packaging is not set: that is why it rests on what was paid.
    expect(paidOnly).toHaveTextContent('purchase price · packaging not set');
    const unpriced = screen.getByRole('link', { name: /Bebop/ });
    expect(unpriced).toHaveTextContent('No value yet');
    expect(unpriced).toHaveTextContent('Unrated');
    expect(unpriced).not.toHaveTextContent('$');
    expect(unpriced).not.toHaveTextContent('Common');
  });

  it('offers the insurance report for download from the insurance card', async () => {
    stub({});
    renderScreen(<DashboardPage />);
    const insurance = await screen.findByTestId('insurance-card');
    const report = within(insurance).getByRole('link', { name: 'Download insurance report' });
    expect(report).toHaveAttribute('href', '/api/reports/insurance.pdf');
    expect(report).toHaveAttribute('download');
  });

  it('rests the insurance card on purchase prices alone when no item has market data', async () => {
    stub({ items_with_price_data: 0, items_valued_at_purchase_price: 3, items_without_value: 1, min_value: 1500, insurance_value: 1500 });
    renderScreen(<DashboardPage />);
    const insurance = await screen.findByTestId('insurance-card');
    expect(insurance).toHaveTextContent('Based on what you paid: none of your 4 items has market data yet. 1 item with no value yet adds nothing.');
    expect(insurance).not.toHaveTextContent(/market value|market low/i);
    expect(screen.getByText(/4 of 4 items have no market price data yet: 3 items are valued at purchase price, 1 item has no value yet\./)).toBeInTheDocument();
  });

  it('counts the copies whose packaging is not set, and opens them in the collection', async () => {
    stub({ items_without_packaging: 2 });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText(/2 of 4 items have no packaging set: carded or loose decides what a copy is worth, so they are valued at what you paid\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set their packaging' })).toHaveAttribute('href', '/collection?packaging=none');
  });

  it('says all items have market data, with the market low total, when they do', async () => {
    stub({ items_with_price_data: 4, items_valued_at_purchase_price: 0, items_without_value: 0 });
    renderScreen(<DashboardPage />);
    const insurance = await screen.findByTestId('insurance-card');
    expect(insurance).toHaveTextContent('For each item, the higher of its market value and what you paid: all 4 items have market data.');
    expect(insurance).toHaveTextContent('Market low total: $900.00.');
    expect(screen.getByRole('region', { name: 'Collection Value' })).toHaveTextContent(/^Collection Value\$1,234\.50$/);
  });

  it('shows a green rising ROI card when the gain is zero or more, and hides cards and hints that do not apply', async () => {
    stub({ gain_loss: 0, roi_percentage: 0, insurance_value: 0, items_with_purchase_price: 4, items_with_price_data: 4, items_valued_at_purchase_price: 0, items_without_value: 0 });
    renderScreen(<DashboardPage />);
    const roi = await screen.findByTestId('roi-card');
    expect(roi).toHaveAttribute('data-trend', 'up');
    expect(roi.className).toMatch(/bg-green-50/);
    expect(screen.queryByText('Insurance Value Estimate')).not.toBeInTheDocument();
    expect(screen.queryByText(/have no purchase price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/no market price data/)).not.toBeInTheDocument();
  });

  it('shows the realised gain beside the unrealised one once a copy is sold, and links to the Sold list', async () => {
    stub({});
    const { unmount } = renderScreen(<DashboardPage />);
    await screen.findByTestId('roi-card');
    expect(screen.queryByTestId('realised-card')).not.toBeInTheDocument();
    unmount();

    // Two sales returned $97.88; the one of known cost ($52.50) returned $64.38 of it: +$11.88.
    stub({ sold_items: 2, sold_items_with_cost: 1, realised_proceeds: 97.88, realised_cost: 52.5, realised_gain: 11.88 });
    renderScreen(<DashboardPage />);
    const realised = await screen.findByTestId('realised-card');
    expect(realised).toHaveAttribute('data-trend', 'up');
    expect(within(realised).getByTestId('realised-gain')).toHaveTextContent('+$11.88');
    expect(realised).toHaveTextContent('Sale proceeds$97.88');
    expect(realised).toHaveTextContent('Cost of those sold$52.50');
    expect(realised).toHaveTextContent('2 copies sold; the gain is over the 1 with a known cost.');
    expect(within(realised).getByRole('link', { name: 'See the Sold list' })).toHaveAttribute('href', '/collection?shelf=sold');
  });

  it('shows the realised gain under the empty state when every copy is sold', async () => {
    stub({ total_items: 0, total_value: 0, total_invested: 0, by_series: {}, by_year: {}, by_condition: {}, sold_items: 1, sold_items_with_cost: 1, realised_proceeds: 30, realised_cost: 52.5, realised_gain: -22.5 });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('No items in your collection yet')).toBeInTheDocument();
    expect(screen.getByTestId('realised-card')).toHaveAttribute('data-trend', 'down');
    expect(screen.getByTestId('realised-gain')).toHaveTextContent('-$22.50');
  });

  it('hides the ROI card when nothing was invested', async () => {
    stub({ total_invested: 0, gain_loss: 0, roi_percentage: 0 });
    renderScreen(<DashboardPage />);
    await screen.findByRole('region', { name: 'Total Items' });
    expect(screen.queryByTestId('roi-card')).not.toBeInTheDocument();
  });

  it('lists the first 5 series by completion, or by item count when there is no completion data', async () => {
    const completion = ['A', 'B', 'C', 'D', 'E', 'F'].map((series, i) => ({ series, owned: 6 - i, total: 10, percentage: (6 - i) * 10 }));
    stub({}, completion);
    const { unmount } = renderScreen(<DashboardPage />);
    const card = (await screen.findByText('Series Completion')).closest('section')!;
    expect(within(card).getAllByRole('progressbar').map((b) => b.getAttribute('aria-label'))).toEqual(['A completion', 'B completion', 'C completion', 'D completion', 'E completion']);
    expect(card).toHaveTextContent('6/10 · 60%');
    unmount();

    stub({}, []);
    renderScreen(<DashboardPage />);
    const fallback = (await screen.findByText('Series Completion')).closest('section')!;
    expect(within(fallback).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Original Series3 items', 'Movie Star1 item']);
  });

  it('shows the loading text, then the empty state for an empty collection', async () => {
    stub({ total_items: 0, total_value: 0, total_invested: 0, by_series: {}, by_year: {}, by_condition: {} });
    renderScreen(<DashboardPage />);
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByText('No items in your collection yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Scan Your First Figure/ })).toHaveAttribute('href', '/scan');
  });
});
