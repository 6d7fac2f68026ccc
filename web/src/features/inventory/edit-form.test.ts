import { formatDisplayDate } from '@tmnt/domain';
import { describe, expect, it } from 'vitest';
import { formFromItem, gradingPatchFromForm, patchFromForm, purchasePatchFromForm, releasePatchFromForm, type EditableItem } from './edit-form.ts';
import { pieceSummary } from './dialog/format.ts';

/** An ungraded copy's professional grade fields. */
const UNGRADED = {
  grading_company: null, grading_grade: null, grading_card: null, grading_bubble: null, grading_figure: null, grading_uncirculated: null, grading_certificate: null, graded_on: null,
};

const item: EditableItem = {
  ...UNGRADED,
  condition: 'Good', purchase_price: 25.5, purchase_shipping: 8.95, purchase_tax: null, purchase_fees: null, currency: 'USD', purchase_date: '2024-03-15', notes: 'Soft head', box_condition: null, completeness: 'Complete',
  completeness_from_checklist: false, packaging_type: 'Sealed MOC', storage_location: 'Shelf A', variant: null, limited_edition: true, custom_modifications: null, release: 'original', reissue: null,
};

describe('the edit form', () => {
  it('starts from the item and sends nothing when nothing changed', () => {
    const form = formFromItem(item);
    expect(form).toMatchObject({ purchase_price: '25.5', box_condition: '', limited_edition: 'yes', variant: '' });
    expect(patchFromForm(item, form)).toEqual({});
  });

  it('sends only the changed fields, the price as a number', () => {
    const form = { ...formFromItem(item), condition: 'Mint' as const, purchase_price: '30.00', variant: ' Hard head ' };
    expect(patchFromForm(item, form)).toEqual({ condition: 'Mint', purchase_price: 30, variant: 'Hard head' });
  });

  it('sends shipping, tax and fees as numbers, an emptied one as null', () => {
    const form = { ...formFromItem(item), purchase_shipping: '', purchase_tax: '2.10', purchase_fees: '1.5' };
    expect(formFromItem(item).purchase_shipping).toBe('8.95');
    expect(patchFromForm(item, form)).toEqual({ purchase_shipping: null, purchase_tax: 2.1, purchase_fees: 1.5 });
  });

  it('sends emptied price, date, notes and other fields as null', () => {
    const form = { ...formFromItem(item), purchase_price: '', purchase_date: '', notes: '   ', packaging_type: '' as const, storage_location: '', limited_edition: '' as const };
    expect(patchFromForm(item, form)).toEqual({
      purchase_price: null, purchase_date: null, notes: null, packaging_type: null, storage_location: null, limited_edition: null,
    });
  });

  it("starts in the copy's own currency, sends a change of it with the amounts, and none for a copy with no amount", () => {
    const paidInEuros = { ...item, currency: 'EUR' };
    expect(formFromItem(paidInEuros).currency).toBe('EUR');
    expect(patchFromForm(paidInEuros, formFromItem(paidInEuros))).toEqual({});
    expect(patchFromForm(paidInEuros, { ...formFromItem(paidInEuros), currency: 'GBP' })).toEqual({ currency: 'GBP' });
    // Nothing paid yet: the collection's currency, what the collector will type in; not sent until an amount is.
    const unpaid = { ...item, purchase_price: null, purchase_shipping: null, currency: 'EUR' };
    expect(formFromItem(unpaid).currency).toBe('USD');
    expect(patchFromForm(unpaid, formFromItem(unpaid))).toEqual({});
    expect(patchFromForm(unpaid, { ...formFromItem(unpaid), purchase_price: '12' })).toEqual({ purchase_price: 12, currency: 'USD' });
  });

  it('keeps the line breaks of notes and sends limited edition as a boolean', () => {
    const form = { ...formFromItem(item), notes: 'Line one\n  Line two', limited_edition: 'no' as const };
    expect(patchFromForm(item, form)).toEqual({ notes: 'Line one\n  Line two', limited_edition: false });
  });

  it("leaves a completeness that follows the checklist to it, and sends the collector's own", () => {
    const fromChecklist = { ...item, completeness: 'Complete' as const, completeness_from_checklist: true };
    expect(formFromItem(fromChecklist).completeness).toBe('');
    expect(patchFromForm(fromChecklist, formFromItem(fromChecklist))).toEqual({});
    expect(patchFromForm(fromChecklist, { ...formFromItem(fromChecklist), completeness: 'Figure Only' })).toEqual({ completeness: 'Figure Only' });
    // Set by the collector: emptied, it follows the checklist again.
    expect(patchFromForm(item, { ...formFromItem(item), completeness: '' })).toEqual({ completeness: null });
  });

  it('sends a release, and which reissue only for a reissue', () => {
    expect(patchFromForm(item, { ...formFromItem(item), release: 'reissue', reissue: 'anniversary_2009' })).toEqual({ release: 'reissue', reissue: 'anniversary_2009' });
    const reissue = { ...item, release: 'reissue' as const, reissue: 'retro_2019' as const };
    expect(patchFromForm(reissue, { ...formFromItem(reissue), release: 'bootleg' })).toEqual({ release: 'bootleg', reissue: null });
    expect(releasePatchFromForm(reissue, { ...formFromItem(reissue), reissue: '' })).toEqual({ reissue: null });
    expect(releasePatchFromForm(reissue, formFromItem(reissue))).toEqual({});
  });

  it('sends a professional grade, trimmed, and an emptied one as null', () => {
    const graded = { ...formFromItem(item), grading_company: 'AFA' as const, grading_grade: ' 85 ', grading_uncirculated: 'U' as const, grading_certificate: '12345678', graded_on: '2025-06-01' };
    expect(patchFromForm(item, graded)).toEqual({ grading_company: 'AFA', grading_grade: '85', grading_uncirculated: 'U', grading_certificate: '12345678', graded_on: '2025-06-01' });
    const gradedItem = { ...item, grading_company: 'AFA' as const, grading_grade: '85' };
    expect(formFromItem(gradedItem)).toMatchObject({ grading_company: 'AFA', grading_grade: '85', grading_card: '' });
    expect(patchFromForm(gradedItem, { ...formFromItem(gradedItem), grading_company: '', grading_grade: '' })).toEqual({ grading_company: null, grading_grade: null });
  });
});

describe('dialog formatting', () => {
  it('counts owned pieces over the pieces of the list (a pair is two), rounding the percent', () => {
    const piece = (accessory: string, number = 1) => ({ accessory, number, origin: 'original' as const });
    // By hand: Katana (2), Kama, Weapon rack are 4 pieces; 1 katana and the kama owned is 2/4 = 50%.
    expect(pieceSummary(['Katana (2)', 'Kama', 'Weapon rack'], [piece('Katana (2)'), piece('Kama')])).toBe('2/4 pieces (50%)');
    // A piece the list no longer has counts for nothing: 1/3 = 33%.
    expect(pieceSummary(['a', 'b', 'c'], [piece('c'), piece('unknown')])).toBe('1/3 pieces (33%)');
    expect(pieceSummary(['a'], [])).toBe('0/1 piece (0%)');
    expect(pieceSummary([], [])).toBe('0/0 pieces');
  });

  it('shows a calendar day without shifting it', () => {
    expect(formatDisplayDate('2024-03-15')).toBe(new Date(2024, 2, 15).toLocaleDateString());
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('someday')).toBe('someday');
  });
});

describe('the item page form', () => {
  const form = (fields: Partial<ReturnType<typeof formFromItem>>) => ({ ...formFromItem(emptyItem), ...fields });
  const emptyItem: EditableItem = {
    ...UNGRADED,
    condition: 'Good', purchase_price: null, purchase_shipping: null, purchase_tax: null, purchase_fees: null, currency: 'USD', purchase_date: null, notes: null, box_condition: null, completeness: null,
    completeness_from_checklist: true, packaging_type: null, storage_location: null, variant: null, limited_edition: null, custom_modifications: null, release: 'original', reissue: null,
  };

  it('sends every purchase field, the amounts as numbers and the notes as typed', () => {
    expect(purchasePatchFromForm(form({ condition: 'Mint', purchase_price: '0', purchase_shipping: '12.50', currency: 'GBP', purchase_date: '2023-12-24', notes: ' keep\nspacing ' }))).toEqual({
      condition: 'Mint', purchase_price: 0, purchase_shipping: 12.5, purchase_tax: null, purchase_fees: null, currency: 'GBP', purchase_date: '2023-12-24', notes: ' keep\nspacing ',
    });
  });

  it('sends the professional grade fields changed, an emptied one as null', () => {
    expect(gradingPatchFromForm(emptyItem, form({ grading_company: 'CGA', grading_grade: '9.0', grading_figure: '9.5' }))).toEqual({
      grading_company: 'CGA', grading_grade: '9.0', grading_figure: '9.5',
    });
    expect(gradingPatchFromForm(emptyItem, form({}))).toEqual({});
    const graded = { ...emptyItem, grading_company: 'AFA' as const, grading_grade: '85' };
    expect(gradingPatchFromForm(graded, { ...formFromItem(graded), grading_grade: '' })).toEqual({ grading_grade: null });
  });

  it('sends an empty price, date or notes as null', () => {
    expect(purchasePatchFromForm(form({ condition: 'Poor', purchase_price: '  ', purchase_date: '', notes: '\n ' }))).toEqual({
      condition: 'Poor', purchase_price: null, purchase_shipping: null, purchase_tax: null, purchase_fees: null, purchase_date: null, notes: null,
    });
  });
});
