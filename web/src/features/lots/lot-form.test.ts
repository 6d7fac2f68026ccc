import { describe, expect, it } from 'vitest';
import { newLotSchema } from '@tmnt/domain';
import { emptyLotForm, lotBody } from './lot-form.ts';

const leo = { id: 1, name: 'Leonardo', year: 1988, series: 'Series 1' };

describe('lotBody', () => {
  it('sends the total, shipping and their currency, and each copy, a share typed by hand as its price', () => {
    const form = {
      ...emptyLotForm(), purchase_date: '2026-03-15', total_cost: '180', shipping: '12.50', currency: 'EUR' as const,
      rows: [
        { key: 1, figure: leo, tier: 'loose' as const, condition: 'Good' as const, price: '' },
        { key: 2, figure: leo, tier: 'carded' as const, condition: 'Mint' as const, price: '99.99' },
      ],
    };
    const body = lotBody(form);
    expect(body).toEqual({
      purchase_date: '2026-03-15', total_cost: 180, shipping: 12.5, currency: 'EUR',
      copies: [{ figure_id: 1, tier: 'loose', condition: 'Good' }, { figure_id: 1, tier: 'carded', condition: 'Mint', price: 99.99 }],
    });
    expect(newLotSchema.safeParse(body).success).toBe(true);
  });

  it('leaves a missing total for the schema to name, and a lot without copies refused', () => {
    const result = newLotSchema.safeParse(lotBody({ ...emptyLotForm(), purchase_date: '2026-03-15' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['total_cost', 'copies']);
  });
});
