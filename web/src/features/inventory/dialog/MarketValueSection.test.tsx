import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { InventoryItem } from '@tmnt/domain';
import { MarketValueSection } from './MarketValueSection.tsx';

const copy = (over: Partial<InventoryItem>) =>
  ({ id: 1, estimated_value: 40, value_basis: 'recent_sold', value_sample_size: 6, purchase_price: 30, ...over }) as InventoryItem;

const tile = (testId: string) => screen.getByTestId(testId).textContent;

describe('the Market Value panel', () => {
  it('shows the purchase price as the acquisition cost and the real profit, value less cost, in percent of cost', () => {
    render(<MarketValueSection item={copy({})} />);
    expect(tile('market-value')).toBe('$40.00');
    expect(tile('acquisition-cost')).toBe('$30.00');
    // 40 - 30 = +10, 10 / 30 = 33.3%
    expect(tile('profit')).toBe('+$10.00+33.3%');
  });

  it('shows a loss in red', () => {
    render(<MarketValueSection item={copy({ estimated_value: 19.99, purchase_price: 25.5 })} />);
    expect(tile('profit')).toBe('-$5.51-21.6%');
    expect(screen.getByTestId('profit').firstElementChild?.className).toMatch(/text-red-700/);
  });

  it('shows no cost and no profit without a purchase price, and says how to get them', () => {
    render(<MarketValueSection item={copy({ purchase_price: null })} />);
    expect(tile('acquisition-cost')).toBe('—');
    expect(tile('profit')).toBe('—');
    expect(screen.getByText('Add what you paid to see your profit.')).toBeInTheDocument();
  });

  it('labels a value that is only the purchase price as such, and does not call the profit 0 or 100%', () => {
    render(<MarketValueSection item={copy({ estimated_value: 30, value_basis: 'purchase', value_sample_size: null })} />);
    expect(screen.getByText('Value (purchase price)')).toBeInTheDocument();
    expect(screen.queryByText('Current Value')).toBeNull();
    expect(tile('profit')).toBe('—');
    expect(screen.getByText('No market data yet, so the profit is not known.')).toBeInTheDocument();
  });

  it('says "No value yet", never $0.00, for a copy nothing values', () => {
    const { container } = render(<MarketValueSection item={copy({ estimated_value: 0, value_basis: 'none', value_sample_size: null, purchase_price: null })} />);
    expect(tile('market-value')).toMatch(/^No value yet/);
    expect(container.textContent).not.toContain('$0.00');
    expect(container.textContent).not.toContain('100%');
  });
});
