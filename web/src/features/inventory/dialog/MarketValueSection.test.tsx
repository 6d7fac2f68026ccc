import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { InventoryItem } from '@tmnt/domain';
import { testItem } from '../../../test/item.ts';
import { renderScreen } from '../../../test/render.tsx';
import { MarketValueSection } from './MarketValueSection.tsx';

const copy = (over: Partial<InventoryItem>) =>
  testItem({ id: 1, estimated_value: 40, value_basis: 'loose', value_sample_size: 6, purchase_price: 30, currency: 'USD', cost_conversion: null, packaging_type: 'Loose', ...over });

afterEach(() => vi.unstubAllGlobals());

const tile = (testId: string) => screen.getByTestId(testId).textContent;

describe('the Market Value panel', () => {
  it('shows the purchase price as the acquisition cost and the real profit, value less cost, in percent of cost', () => {
    render(<MarketValueSection item={copy({})} />);
    expect(tile('market-value')).toBe('$40.00');
    expect(tile('acquisition-cost')).toBe('$30.00');
    // 40 - 30 = +10, 10 / 30 = 33.3%
    expect(tile('profit')).toBe('+$10.00+33.3%');
  });

  it('counts a price paid in another currency at the rate kept with its cost, and says when that rate is missing', () => {
    // Paid €50.00 at 1.0862 US dollars a euro: 5000 cents × 1.0862 = 5431 cents, $54.31; worth $60.00: +$5.69, 5.69 / 54.31 = 10.5%.
    const conversion = { currency: 'EUR', amount: 50, rate: 1.0862, day: '2026-11-20' };
    render(<MarketValueSection item={copy({ estimated_value: 60, purchase_price: 50, currency: 'EUR', cost: 54.31, cost_conversion: conversion })} />);
    expect(tile('acquisition-cost')).toBe('$54.31');
    expect(tile('profit')).toBe('+$5.69+10.5%');
    cleanup();
    render(<MarketValueSection item={copy({ purchase_price: 50, currency: 'EUR', cost: null, cost_conversion: { ...conversion, rate: null } })} />);
    expect(tile('acquisition-cost')).toBe('€50.00, no rate yet');
    expect(tile('profit')).toBe('—');
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

  it('says when the packaging is not set, and sets it in one click', async () => {
    const patches: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      patches.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ error: 'stop here' }), { status: 500, headers: { 'content-type': 'application/json' } });
    }));
    renderScreen(<MarketValueSection item={copy({ estimated_value: 30, value_basis: 'purchase', value_sample_size: null, packaging_type: null })} />);
    const notSet = screen.getByRole('group', { name: 'Packaging not set' });
    expect(notSet).toHaveTextContent('Packaging not set: carded or loose decides what it is worth');
    fireEvent.click(within(notSet).getByRole('button', { name: 'Carded' }));
    expect(await within(notSet).findByRole('alert')).toHaveTextContent('Could not set it');
    expect(patches).toEqual([{ packaging_type: 'Sealed MOC' }]);
  });
});

describe('the Market Value panel of a loose copy with a reproduction piece', () => {
  it('says the reproduction took it off the complete price', () => {
    const pieces = [
      { accessory: 'Katana (2)', number: 1, origin: 'original' as const },
      { accessory: 'Katana (2)', number: 2, origin: 'reproduction' as const },
    ];
    render(<MarketValueSection item={copy({ accessories: '["Katana (2)"]', accessory_pieces: pieces, completeness: 'Complete' })} />);
    expect(screen.getByTestId('value-note')).toHaveTextContent('Complete with 1 reproduction piece: valued on all loose sales, not complete ones.');
  });
});
