import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Deal, Want, WantsCheck } from '@tmnt/domain';
import { renderScreen, stubApi } from '../../test/render.tsx';
import { WantsPage } from './WantsPage.tsx';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const want: Want = {
  id: 1,
  figure_id: 12,
  figure_name: 'Leonardo',
  year: 1988,
  series: 'Original Series',
  tier: 'loose',
  variant: null,
  target_price: 25,
  note: 'With his katanas',
  created_at: hoursFromNow(-48),
  market_average: 31.5,
  watch: { kind: 'target', price: 25, rule: 'Watching for $25.00 or less, shipping included: your target.' },
  best_listing: { title: 'TMNT 1988 Leonardo loose', price: 19, shipping: 2.8, total: 21.8, url: 'https://www.ebay.com/itm/1', ends_at: hoursFromNow(2.26) },
  gap: -3.2,
};

const deal: Deal = {
  id: 5,
  want_id: 1,
  figure_id: 12,
  figure_name: 'Leonardo',
  tier: 'loose',
  variant: null,
  title: 'TMNT 1988 Leonardo loose',
  price: 19,
  shipping: 2.8,
  total: 21.8,
  url: 'https://www.ebay.com/itm/1',
  ends_at: hoursFromNow(2.26),
  found_at: hoursFromNow(-0.5),
  status: 'new',
};

const check: WantsCheck = { status: 'never', message: null, current: 0, total: null, started_at: null, finished_at: null, deals_found: 0, alerts_sent: 0, alerts_failed: 0 };

afterEach(() => vi.unstubAllGlobals());

describe('Wants page', () => {
  it('lists the new deals first, then every want with its rule, best listing and gap', async () => {
    stubApi({ '/wants': [want], '/deals?status=new': [deal], '/wants/check': check });
    renderScreen(<WantsPage />);

    const deals = await screen.findByRole('region', { name: 'New deals' });
    const link = within(deals).getByRole('link', { name: /TMNT 1988 Leonardo loose/ });
    expect(link).toHaveAttribute('href', 'https://www.ebay.com/itm/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(deals).toHaveTextContent('Price$19.00');
    expect(deals).toHaveTextContent('Shipping$2.80');
    expect(deals).toHaveTextContent('Total$21.80');
    expect(deals).toHaveTextContent('Auction: 2 h 15 min left');
    expect(deals).toHaveTextContent('Found 30 min ago');
    expect(within(deals).getByRole('button', { name: 'Dismiss the deal on Leonardo: TMNT 1988 Leonardo loose' })).toBeEnabled();

    const list = await screen.findByRole('list', { name: 'Your wants' });
    expect(list).toHaveTextContent('Target$25.00');
    expect(list).toHaveTextContent('Loose average$31.50');
    expect(list).toHaveTextContent('$21.80 ($19.00 + $2.80 shipping)');
    expect(within(list).getByTestId('want-gap')).toHaveTextContent('$3.20 under your target');
    expect(within(list).getByTestId('want-rule')).toHaveTextContent('Watching for $25.00 or less, shipping included: your target.');
    expect(list).toHaveTextContent('With his katanas');
    expect(screen.getByRole('button', { name: 'Remove Leonardo (loose) from your want list' })).toBeEnabled();
    expect(screen.getByTestId('check-status')).toHaveTextContent('No check has run yet.');
  });

  it('explains what a want does when the list is empty', async () => {
    stubApi({ '/wants': [], '/deals?status=new': [], '/wants/check': check });
    renderScreen(<WantsPage />);
    expect(await screen.findByRole('heading', { name: 'Your want list is empty' })).toBeInTheDocument();
    expect(screen.getByText(/every few hours the app checks eBay’s listings/i)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New deals' })).toBeNull();
  });
});
