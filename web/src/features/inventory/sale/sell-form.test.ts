import { describe, expect, it } from 'vitest';
import { sellRequestSchema, showMoneyIn } from '@tmnt/domain';
import { newSellForm, salePreview, sellBody } from './sell-form.ts';

const form = newSellForm('2026-11-20');

describe('sellBody', () => {
  it('sends what was typed, leaving out the empty fields', () => {
    expect(sellBody({ ...form, price: '65', shipping: '8.50', where: 'eBay' })).toEqual({ price: 65, shipping: 8.5, currency: 'USD', date: '2026-11-20', where: 'eBay', record_market_sale: false });
    expect(sellBody({ ...form, price: '20', fees: '0', currency: 'EUR', buyer_note: 'Paid cash', record_market_sale: true })).toEqual({
      price: 20, fees: 0, currency: 'EUR', date: '2026-11-20', buyer_note: 'Paid cash', record_market_sale: true,
    });
  });
  it('is refused by the API schema when the price is missing or a fee is negative', () => {
    const issues = (body: unknown) => sellRequestSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(sellBody(form))).toEqual([['price', 'Price is required']]);
    expect(issues(sellBody({ ...form, price: '10', fees: '-1' }))).toEqual([['fees', 'Fees must be 0 or more']]);
    expect(sellRequestSchema.safeParse(sellBody({ ...form, price: '10' })).success).toBe(true);
  });
});

describe('salePreview', () => {
  it('is what the sale returns and gains over the cost', () => {
    // $65.00 + $8.50 - $9.12 = $64.38; against $52.50: +$11.88
    expect(salePreview({ ...form, price: '65', shipping: '8.50', fees: '9.12' }, 52.5)).toEqual({ proceeds: 64.38, gain: 11.88 });
    expect(salePreview({ ...form, price: '65' }, null)).toEqual({ proceeds: 65, gain: null });
  });
  it("leaves the gain to the server when received in another currency than the collection's", () => {
    expect(salePreview({ ...form, price: '65', currency: 'EUR' }, 52.5)).toEqual({ proceeds: 65, gain: null });
    showMoneyIn('EUR');
    try {
      expect(newSellForm('2026-11-20').currency).toBe('EUR');
      expect(salePreview({ ...form, price: '65', currency: 'EUR' }, 52.5)).toEqual({ proceeds: 65, gain: 12.5 });
    } finally {
      showMoneyIn('USD');
    }
  });
  it('is nothing until the price, and every amount, reads', () => {
    expect(salePreview(form, 10)).toBeNull();
    expect(salePreview({ ...form, price: '10', fees: '-2' }, 10)).toBeNull();
  });
});
