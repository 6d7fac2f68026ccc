import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDisplayDate, formatMoney, showMoneyIn, shownMoneyCurrency, type MoneySettings as MoneySettingsAnswer } from '@tmnt/domain';
import { renderScreen } from '../../test/render.tsx';
import { MoneySettings } from './MoneySettings.tsx';

const dollars: MoneySettingsAnswer = {
  currency: 'USD',
  marketplace: 'EBAY_US',
  marketplace_matched: true,
  rates_source: 'https://www.ecb.europa.eu/stats/eurofxref/',
  missing_rates: { count: 0, examples: [] },
};

/** GET /api/money answers `money`; PUT answers `saved` (status and body), recording what was sent. */
function stubMoney(money: MoneySettingsAnswer, saved: { status: number; body: unknown } = { status: 200, body: money }) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (String(input) !== '/api/money') return json(404, { error: `No stub for ${String(input)}` });
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return json(saved.status, saved.body);
      }
      return json(200, money);
    }),
  );
  return sent;
}

beforeEach(() => {
  // jsdom lays nothing out, so has no scrolling to do.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  showMoneyIn('USD');
  localStorage.clear();
});

describe('the Money settings', () => {
  it('shows the currency, the marketplace matched to it, and where the rates come from', async () => {
    stubMoney(dollars);
    renderScreen(<MoneySettings />);
    const currency = await screen.findByLabelText('Collection currency');
    expect(currency).toHaveValue('USD');
    expect(within(currency).getAllByRole('option').map((o) => o.textContent)).toEqual(['US dollar ($)', 'Pound sterling (£)', 'Euro (€)', 'Canadian dollar (CA$)', 'Australian dollar (A$)']);
    const marketplace = screen.getByLabelText('eBay marketplace');
    expect(marketplace).toHaveValue('');
    expect(within(marketplace).getAllByRole('option')[0]).toHaveTextContent('Matched to the currency (United States (ebay.com))');
    // The matched marketplace follows the currency chosen.
    fireEvent.change(currency, { target: { value: 'GBP' } });
    expect(within(marketplace).getAllByRole('option')[0]).toHaveTextContent('Matched to the currency (United Kingdom (ebay.co.uk))');
    expect(screen.getByText(/reference rate of their own date \(rates from www\.ecb\.europa\.eu\)\./)).toBeInTheDocument();
    expect(screen.queryByTestId('missing-rates')).toBeNull();
  });

  it('warns of the amounts waiting for an exchange rate', async () => {
    stubMoney({ ...dollars, missing_rates: { count: 2, examples: [{ currency: 'GBP', day: '2026-11-20' }] } });
    renderScreen(<MoneySettings />);
    expect(await screen.findByTestId('missing-rates')).toHaveTextContent(
      `2 amounts are waiting for exchange rates (GBP on ${formatDisplayDate('2026-11-20')}, …): they are shown as recorded and left out of totals until the ECB's rates can be read.`,
    );
  });

  it('saves a new currency, after which every amount shows in it', async () => {
    const pounds = { ...dollars, currency: 'GBP' as const, marketplace: 'EBAY_DE' as const, marketplace_matched: false };
    const sent = stubMoney(dollars, { status: 200, body: pounds });
    renderScreen(<MoneySettings />);
    fireEvent.change(await screen.findByLabelText('Collection currency'), { target: { value: 'GBP' } });
    fireEvent.change(screen.getByLabelText('eBay marketplace'), { target: { value: 'EBAY_DE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: every amount now shows in Pound sterling (£).')).toBeInTheDocument();
    expect(sent).toEqual([{ currency: 'GBP', marketplace: 'EBAY_DE' }]);
    expect(shownMoneyCurrency()).toBe('GBP');
    expect(formatMoney(75.12)).toBe('£75.12');
    expect(localStorage.getItem('collection-currency')).toBe('GBP');
  });

  it('sends the matched marketplace as null, and shows a refusal beside the field it names', async () => {
    const sent = stubMoney(dollars, { status: 400, body: { error: 'Currency must be one of USD, GBP, EUR, CAD, AUD', field: 'currency' } });
    renderScreen(<MoneySettings />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const currency = screen.getByLabelText('Collection currency');
    await waitFor(() => expect(currency).toHaveAccessibleDescription('Currency must be one of USD, GBP, EUR, CAD, AUD'));
    expect(sent).toEqual([{ currency: 'USD', marketplace: null }]);
    expect(shownMoneyCurrency()).toBe('USD');
  });
});
