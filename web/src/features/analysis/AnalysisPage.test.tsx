import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MarketStats } from '@tmnt/domain';
import { renderScreen, stubApi } from '../../test/render.tsx';
import { AnalysisPage } from './AnalysisPage.tsx';

const stats = (collectionStatus: MarketStats['collectionStatus']): MarketStats => ({
  totalFigures: 164,
  figuresWithPriceData: 41,
  coveragePercentage: 25,
  totalPriceRecords: 1234,
  collectionStatus,
});

async function openPanel() {
  renderScreen(<AnalysisPage />);
  expect(screen.getByRole('button', { name: /Refresh Analysis/ })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: /Market Data/ }));
  return screen.findByRole('region', { name: 'Market Data Collection' });
}

afterEach(() => vi.unstubAllGlobals());

describe('Market Data Collection panel', () => {
  it('shows the four stats, and while a collection runs its progress with both buttons disabled', async () => {
    stubApi({ '/market-data/stats': stats({ status: 'running', message: 'Fetching prices for Leonardo (3 of 50)', current: 2, total: 50 }) });
    const panel = await openPanel();
    expect(await within(panel).findByRole('region', { name: 'Coverage' })).toHaveTextContent('25.0%');
    expect(within(panel).getByRole('region', { name: 'Total Figures' })).toHaveTextContent('164');
    expect(within(panel).getByRole('region', { name: 'With Price Data' })).toHaveTextContent('41');
    expect(within(panel).getByRole('region', { name: 'Total Records' })).toHaveTextContent('1234');
    expect(within(panel).getByText('Collection in Progress...')).toBeInTheDocument();
    expect(within(panel).getByText('Fetching prices for Leonardo (3 of 50)')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Collection progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '50');
    expect(within(panel).getByRole('button', { name: 'Collect Top 50' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Collect Unpriced' })).toBeDisabled();
    expect(within(panel).getByTestId('last-collection')).toBeEmptyDOMElement();
  });

  it('shows no progress bar before the run knows its total', async () => {
    stubApi({ '/market-data/stats': stats({ status: 'running', message: null, current: 0, total: 0 }) });
    const panel = await openPanel();
    expect(await within(panel).findByText('Collection in Progress...')).toBeInTheDocument();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says how the last run ended, with the buttons enabled again', async () => {
    stubApi({ '/market-data/stats': stats({ status: 'blocked', message: 'Stopped after 2 of 50 figures: eBay showed a bot check (captcha)', current: 2, total: 50 }) });
    const panel = await openPanel();
    expect(await within(panel).findByTestId('last-collection')).toHaveTextContent(
      'Last collection was blocked by eBay: Stopped after 2 of 50 figures: eBay showed a bot check (captcha)',
    );
    expect(within(panel).queryByText('Collection in Progress...')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Collect Top 50' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Collect Unpriced' })).toBeEnabled();
  });
});
