import { describe, expect, it } from 'vitest';
import { newCopySchema } from '@tmnt/domain';
import { newCopyOf } from './add-by-name.ts';

describe('newCopyOf', () => {
  it('sends the packaging and a variant when there is one', () => {
    const body = newCopyOf(4, { condition: 'Good', packaging: 'Loose', variant: '  soft head ' });
    expect(body).toEqual({ figure_id: 4, condition: 'Good', packaging_type: 'Loose', variant: 'soft head' });
    expect(newCopySchema.safeParse(body).success).toBe(true);
  });

  it('leaves out a packaging not chosen and an empty variant', () => {
    expect(newCopyOf(4, { condition: 'Mint', packaging: null, variant: ' ' })).toEqual({ figure_id: 4, condition: 'Mint' });
  });
});
