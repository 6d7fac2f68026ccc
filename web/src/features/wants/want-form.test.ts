import { describe, expect, it } from 'vitest';
import { newWantSchema, wantMissingSchema, wantPatchSchema } from '@tmnt/domain';
import { emptyWantForm, newWantBody, wantMissingBody, wantPatchBody } from './want-form.ts';

describe('the want form', () => {
  it('leaves out what was left empty', () => {
    const body = newWantBody(7, emptyWantForm('loose'));
    expect(body).toEqual({ figure_id: 7, tier: 'loose' });
    expect(newWantSchema.safeParse(body).success).toBe(true);
  });

  it('sends the target as a number and trims the variant and note', () => {
    const body = newWantBody(7, { tier: 'carded', variant: ' soft head ', target: '25.50', note: ' with weapons ' });
    expect(body).toEqual({ figure_id: 7, tier: 'carded', variant: 'soft head', target_price: 25.5, note: 'with weapons' });
  });

  it('lets the schema refuse a target that is not a positive amount to the cent', () => {
    expect(newWantSchema.safeParse(newWantBody(7, { ...emptyWantForm('loose'), target: 'abc' })).success).toBe(false);
    expect(newWantSchema.safeParse(newWantBody(7, { ...emptyWantForm('loose'), target: '0' })).success).toBe(false);
    expect(newWantSchema.safeParse(newWantBody(7, { ...emptyWantForm('loose'), target: '1.005' })).success).toBe(false);
  });

  it('clears an emptied target or note when editing', () => {
    expect(wantPatchBody({ target: '', note: '  ' })).toEqual({ target_price: null, note: null });
    expect(wantPatchBody({ target: '30', note: 'MOC only' })).toEqual({ target_price: 30, note: 'MOC only' });
    expect(wantPatchSchema.safeParse(wantPatchBody({ target: '', note: '' })).success).toBe(true);
  });

  it('asks Want all missing for the series and tier, and a target only when typed', () => {
    expect(wantMissingBody('1988 Series', { tier: 'loose', target: '' })).toEqual({ series: '1988 Series', tier: 'loose' });
    expect(wantMissingBody('1988 Series', { tier: 'carded', target: '40' })).toEqual({ series: '1988 Series', tier: 'carded', target_price: 40 });
    expect(wantMissingSchema.safeParse(wantMissingBody('1988 Series', { tier: 'carded', target: '40' })).success).toBe(true);
  });
});
