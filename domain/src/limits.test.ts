import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { figureListQuerySchema, figurePatchSchema, lookupRequestSchema } from './api/catalog.ts';
import { priceSchema } from './api/common.ts';
import { inventoryListQuerySchema, inventoryPatchSchema } from './api/inventory.ts';
import { LIMITS, MAX_OWNED_ACCESSORIES, MAX_PRICE } from './limits.ts';

const accepts = (schema: z.ZodType, body: unknown) => schema.safeParse(body).success;

// Each field of each schema, with the limit the web's input enforces for it. Text is built to pass any other
// check (an image address must start with "/").
const TEXT_FIELDS: [string, z.ZodType, string, number][] = [
  ['inventory patch', inventoryPatchSchema, 'notes', LIMITS.notes],
  ['inventory patch', inventoryPatchSchema, 'storage_location', LIMITS.storageLocation],
  ['inventory patch', inventoryPatchSchema, 'variant', LIMITS.variant],
  ['inventory patch', inventoryPatchSchema, 'custom_modifications', LIMITS.customModifications],
  ['figure patch', figurePatchSchema, 'name', LIMITS.name],
  ['figure patch', figurePatchSchema, 'series', LIMITS.series],
  ['figure patch', figurePatchSchema, 'manufacturer', LIMITS.manufacturer],
  ['figure patch', figurePatchSchema, 'description', LIMITS.description],
  ['figure patch', figurePatchSchema, 'upc', LIMITS.upc],
  ['figure patch', figurePatchSchema, 'image_url', LIMITS.imageUrl],
  ['figure list query', figureListQuerySchema, 'q', LIMITS.searchQuery],
  ['figure list query', figureListQuerySchema, 'series', LIMITS.series],
  ['figure list query', figureListQuerySchema, 'upc', LIMITS.upc],
  ['inventory list query', inventoryListQuerySchema, 'q', LIMITS.searchQuery],
  ['inventory list query', inventoryListQuerySchema, 'series', LIMITS.series],
  ['UPC lookup', lookupRequestSchema, 'upc', LIMITS.upc],
];

const text = (field: string, length: number) => (field === 'image_url' ? '/' + 'a'.repeat(length - 1) : 'a'.repeat(length));

describe('the API schemas keep to the shared limits', () => {
  it.each(TEXT_FIELDS)('%s: %s takes its limit and refuses one character more', (_, schema, field, limit) => {
    expect(accepts(schema, { [field]: text(field, limit) })).toBe(true);
    expect(accepts(schema, { [field]: text(field, limit + 1) })).toBe(false);
  });

  it('the price takes 1,000,000 and refuses a cent more', () => {
    expect(MAX_PRICE).toBe(1_000_000);
    expect(accepts(priceSchema, MAX_PRICE)).toBe(true);
    expect(accepts(priceSchema, MAX_PRICE + 0.01)).toBe(false);
  });

  it(`the owned accessories list takes ${MAX_OWNED_ACCESSORIES} names and refuses one more`, () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `accessory ${i}`);
    expect(accepts(inventoryPatchSchema, { owned_accessories: names(MAX_OWNED_ACCESSORIES) })).toBe(true);
    expect(accepts(inventoryPatchSchema, { owned_accessories: names(MAX_OWNED_ACCESSORIES + 1) })).toBe(false);
  });
});
