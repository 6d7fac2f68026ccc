import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CollectionStats } from '@tmnt/domain';
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
  by_series: { 'Original Series': 3, 'Movie Star': 1 },
  by_year: { '1988': 3, '1992': 1 },
  by_condition: { Mint: 1, Good: 3 },
};

function stub(stats: Partial<CollectionStats>, completion: unknown[] = []) {
  stubApi({
    '/inventory/stats': { ...baseStats, ...stats },
    '/inventory/top-valuable': [
      { id: 7, figure_id: 1, name: 'Shredder', image_url: null, estimated_value: 250, value_basis: 'recent_sold', value_sample_size: 6, condition: 'Good', year: 1988, series: 'Original Series' },
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
    expect(screen.getByText(/2 of 4 items have no market price data yet/)).toBeInTheDocument();
    const top = screen.getByRole('link', { name: /Shredder/ });
    expect(top).toHaveAttribute('href', '/collection/7');
    expect(top).toHaveTextContent('Very Rare');
    expect(top).toHaveTextContent('$250.00');
    expect(top).toHaveTextContent('average of 6 sold, last 90 days');
  });

  it('shows a green rising ROI card when the gain is zero or more, and hides cards and hints that do not apply', async () => {
    stub({ gain_loss: 0, roi_percentage: 0, insurance_value: 0, items_with_purchase_price: 4, items_with_price_data: 4 });
    renderScreen(<DashboardPage />);
    const roi = await screen.findByTestId('roi-card');
    expect(roi).toHaveAttribute('data-trend', 'up');
    expect(roi.className).toMatch(/bg-green-50/);
    expect(screen.queryByText('Insurance Value Estimate')).not.toBeInTheDocument();
    expect(screen.queryByText(/have no purchase price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/no market price data/)).not.toBeInTheDocument();
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
