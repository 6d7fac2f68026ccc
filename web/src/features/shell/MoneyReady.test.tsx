import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { formatMoney, showMoneyIn } from '@tmnt/domain';
import { reportServerReachable } from '../../api/reachability.ts';
import { renderScreen, stubApi } from '../../test/render.tsx';
import { MoneyReady } from './MoneyReady.tsx';

const money = (currency: string) => ({
  currency, marketplace: 'EBAY_GB', marketplace_matched: true, rates_source: 'https://www.ecb.europa.eu/stats/eurofxref/', missing_rates: { count: 0, examples: [] },
});

/** A screen showing one amount, formatted when it renders. */
const Price = () => <p>Worth {formatMoney(75.12)}</p>;

afterEach(() => {
  vi.unstubAllGlobals();
  showMoneyIn('USD');
  localStorage.clear();
});

describe('the app before its screens', () => {
  it("waits for the collection's currency on a first visit, then shows every amount in it and remembers it", async () => {
    stubApi({ '/money': money('GBP') });
    renderScreen(<MoneyReady><Price /></MoneyReady>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Worth £75.12')).toBeInTheDocument();
    expect(localStorage.getItem('collection-currency')).toBe('GBP');
  });

  it('starts at once in the currency remembered, and draws the screens again when the server says another', async () => {
    localStorage.setItem('collection-currency', 'EUR');
    stubApi({ '/money': money('GBP') });
    renderScreen(<MoneyReady><Price /></MoneyReady>);
    expect(screen.getByText('Worth €75.12')).toBeInTheDocument();
    expect(await screen.findByText('Worth £75.12')).toBeInTheDocument();
  });

  it('shows the screens in the currency remembered, or in US dollars, when the server cannot be reached', async () => {
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    // No retry: nothing may reach the network once the test is over.
    const offline = () => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MoneyReady>
          <Price />
        </MoneyReady>
      </QueryClientProvider>
    );
    try {
      localStorage.setItem('collection-currency', 'CAD');
      const first = render(offline());
      expect(screen.getByText('Worth CA$75.12')).toBeInTheDocument();
      first.unmount();
      // A first visit: nothing remembered, and the page starts in the default currency.
      localStorage.clear();
      showMoneyIn('USD');
      render(offline());
      expect(await screen.findByText('Worth $75.12')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      reportServerReachable(true);
    }
  });
});
