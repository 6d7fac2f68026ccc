import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Want } from '@tmnt/domain';
import { renderScreen, stubApi } from '../../test/render.tsx';
import { WantedCopyOffer } from './WantedCopyOffer.tsx';

const want = (id: number, tier: Want['tier'], figureId = 12): Want => ({
  id,
  figure_id: figureId,
  figure_name: 'Leonardo',
  year: 1988,
  series: 'Original Series',
  tier,
  variant: null,
  target_price: null,
  note: null,
  created_at: '2026-11-27T10:00:00.000Z',
  market_average: null,
  watch: { kind: 'none', price: null, rule: 'No target.' },
  best_listing: null,
  gap: null,
});

afterEach(() => vi.unstubAllGlobals());

describe('the offer to take a wanted figure off the list after adding a copy', () => {
  it('names the want of the copy’s tier (loose for a loose or opened copy)', async () => {
    stubApi({ '/wants': [want(1, 'carded'), want(2, 'loose'), want(3, 'loose', 99)] });
    renderScreen(<WantedCopyOffer figureId={12} packaging="Opened Package" />);
    expect(await screen.findByTestId('wanted-copy-offer')).toHaveTextContent('Leonardo (loose) is on your want list —');
    expect(screen.getAllByRole('button', { name: /^Remove it/ })).toHaveLength(1);
  });

  it('offers nothing when the figure is not wanted in that tier, or the packaging is not said', async () => {
    const fetchMock = stubApi({ '/wants': [want(2, 'loose')] });
    renderScreen(
      <>
        <WantedCopyOffer figureId={12} packaging="Sealed MOC" />
        <WantedCopyOffer figureId={12} packaging="Loose" />
      </>,
    );
    // Once the list is in, only the loose copy's offer shows.
    await screen.findByTestId('wanted-copy-offer');
    expect(screen.getAllByTestId('wanted-copy-offer')).toHaveLength(1);
    fetchMock.mockClear();
    renderScreen(<WantedCopyOffer figureId={12} packaging={null} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
