import { describe, expect, it } from 'vitest';
import { figurePatchSchema, newFigureSchema, type Figure } from '@tmnt/domain';
import { ApiError } from '../../api/client.ts';
import { emptyFigureForm, existingFigureId, figureFormFromSearch, figureFormOf, figurePatchBody, newFigureBody, splitAccessories } from './figure-form.ts';

const leo: Figure = {
  id: 1, name: 'Leonardo', character: 'Leonardo', series: 'Original Series', year: 1988, manufacturer: 'Playmates Toys', upc: null, upcs: [],
  description: null, image_url: null, thumbnail_url: null, accessories: ['Katana (2)', 'Kama'], aliases: [], variants: [], variant_details: [], reissues: [], accessory_colours: [], source: 'catalogue',
};

describe('a new figure from what was searched for', () => {
  it('fills the typed text in as the name, and a year typed with it as the year', () => {
    expect(figureFormFromSearch('  shogun ')).toEqual(emptyFigureForm('shogun'));
    expect(figureFormFromSearch('shogun leo 1994')).toMatchObject({ name: 'shogun leo', year: '1994' });
    expect(figureFormFromSearch('1994 shogun')).toMatchObject({ name: 'shogun', year: '1994' });
    // Not a year the domain allows, or nothing else to name it by: all of it is the name.
    expect(figureFormFromSearch('Agent 3000')).toMatchObject({ name: 'Agent 3000', year: '' });
    expect(figureFormFromSearch('1994')).toMatchObject({ name: '1994', year: '' });
  });
});

describe('splitAccessories', () => {
  it('takes one name a line or names separated by commas, trimmed, without empties or repeats', () => {
    expect(splitAccessories('Katana, Belt\n\n  Ninja star \nBelt,')).toEqual(['Katana', 'Belt', 'Ninja star']);
    expect(splitAccessories('  ')).toEqual([]);
  });
});

describe('newFigureBody', () => {
  it('sends what was filled in, leaving out empty optional fields', () => {
    const body = newFigureBody({ name: ' Shogun Leo ', year: '1994', series: 'Shogun Warriors', character: '', accessories: 'Katana\nArmour', description: ' ' });
    expect(body).toEqual({ name: 'Shogun Leo', year: 1994, series: 'Shogun Warriors', accessories: ['Katana', 'Armour'] });
    expect(newFigureSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out an empty name, year or series, so the schema says which is required', () => {
    const result = newFigureSchema.safeParse(newFigureBody(emptyFigureForm()));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'series', 'year']);
  });

  it('sends a year that is not a number as typed, for the schema to refuse', () => {
    const body = newFigureBody({ ...emptyFigureForm('X'), series: 'Y', year: 'soon' });
    expect(body).toMatchObject({ year: 'soon' });
    expect(newFigureSchema.safeParse(body).error?.issues[0].path).toEqual(['year']);
  });
});

describe('figurePatchBody', () => {
  it('sends nothing when nothing changed', () => {
    expect(figurePatchBody(leo, figureFormOf(leo))).toEqual({});
  });

  it('sends only the fields changed, an emptied description as null and an emptied character as the name', () => {
    const withNote = { ...leo, description: 'Soft head' };
    const patch = figurePatchBody(withNote, { ...figureFormOf(withNote), year: '1989', accessories: 'Katana (2)\nKama\nBelt', description: '', character: '' });
    expect(patch).toEqual({ year: 1989, accessories: ['Katana (2)', 'Kama', 'Belt'], description: null });
    expect(figurePatchSchema.safeParse(patch).success).toBe(true);
    expect(figurePatchBody(leo, { ...figureFormOf(leo), name: 'Leo', character: '' })).toEqual({ name: 'Leo', character: 'Leo' });
  });

  it('sends an emptied name, year or series for the schema to refuse', () => {
    const patch = figurePatchBody(leo, { ...figureFormOf(leo), name: ' ', year: '', series: '' });
    expect(figurePatchSchema.safeParse(patch).error?.issues.map((i) => i.path[0]).sort()).toEqual(['name', 'series', 'year']);
  });
});

describe('existingFigureId', () => {
  it('reads the figure a 409 names, from its body or its message', () => {
    expect(existingFigureId(new ApiError(409, 'x', { error: 'x', figure_id: 7 }))).toBe(7);
    const message = 'Leonardo (1988, Original Series) is already in the catalogue (figure #12)';
    expect(existingFigureId(new ApiError(409, message, { error: message, field: 'name' }))).toBe(12);
  });

  it('is null for any other failure', () => {
    expect(existingFigureId(new ApiError(400, 'Name cannot be empty (figure #3)', null))).toBeNull();
    expect(existingFigureId(new ApiError(409, 'Something else', null))).toBeNull();
    expect(existingFigureId(new Error('(figure #3)'))).toBeNull();
  });
});
