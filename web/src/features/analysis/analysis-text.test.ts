import { describe, expect, it } from 'vitest';
import { RULES_INSIGHTS_LABEL } from '@tmnt/domain';
import { insightsSourceText, moneyRangeText, portfolioNotes, signedMoney, tierLabel, tone, withoutTrendText } from './analysis-text.ts';

describe('analysis wording', () => {
  it('signs gains and losses, and calls a change that shows as 0.0% flat', () => {
    expect([signedMoney(12.5), signedMoney(-3), signedMoney(0)]).toEqual(['+$12.50', '-$3.00', '$0.00']);
    // As formatSignedPercent rounds: -0.05 shows as 0.0%, so it is flat too.
    expect([tone(0.05), tone(0.04), tone(-0.05), tone(-0.06)]).toEqual(['up', 'flat', 'flat', 'down']);
    expect([tone(0.004, 2), tone(-0.01, 2)]).toEqual(['flat', 'down']);
  });

  it('says where the insights come from', () => {
    expect(insightsSourceText({ insights_source: 'rules', insights_cost: null })).toBe(RULES_INSIGHTS_LABEL);
    expect(insightsSourceText({ insights_source: 'ai', insights_cost: { model: 'gpt-4o-mini', input_tokens: 900, output_tokens: 300, usd: 0.00031 } })).toBe(
      'AI insights · gpt-4o-mini · $0.0003',
    );
  });

  it('counts the figures without a trend in plain English', () => {
    expect(withoutTrendText(2, 5)).toBe('2 of the 5 figures you own have no trend in any tier (8 sales of one tier over 30 days in the last 90 days are needed).');
    expect(withoutTrendText(1, 1)).toBe('1 of the 1 figure you own has no trend in any tier (8 sales of one tier over 30 days in the last 90 days are needed).');
  });

  it('names the tiers and a forecast range', () => {
    expect([tierLabel('carded'), tierLabel('loose'), tierLabel(null)]).toEqual(['Carded', 'Loose', 'Packaging not set']);
    expect(moneyRangeText({ low: 68.1, high: 1234.5 })).toBe('$68.10 – $1,234.50');
  });

  it('notes nothing when every copy has a market value and a purchase price', () => {
    const summary = { total_items: 3, total_invested: 30, current_value: 40, unrealized_gain_loss: 10, roi_percentage: 33.3, items_with_purchase_price: 3, items_with_price_data: 3, items_valued_at_purchase_price: 0, items_without_value: 0 };
    expect(portfolioNotes(summary)).toEqual([]);
    expect(portfolioNotes({ ...summary, items_with_purchase_price: 0 })).toEqual(['No item has a purchase price yet: Gain/Loss and ROI need what you paid.']);
  });
});
