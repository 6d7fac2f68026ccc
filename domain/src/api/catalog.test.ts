import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { figurePatchSchema } from './catalog.ts';

/** The issue messages of a rejected body; fails the test if the body was accepted. */
function messages(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be rejected`);
  return result.error.issues.map((i) => i.message);
}

describe('figurePatchSchema', () => {
  it('accepts valid patches', () => {
    expect(figurePatchSchema.parse({ name: '  Leonardo  ' })).toEqual({ name: 'Leonardo' });
    expect(figurePatchSchema.parse({ year: 1988, upc: null, image_url: null })).toEqual({ year: 1988, upc: null, image_url: null });
    expect(figurePatchSchema.parse({ image_url: 'https://example.com/leo.jpg' })).toEqual({ image_url: 'https://example.com/leo.jpg' });
    expect(figurePatchSchema.parse({ image_url: 'HTTP://example.com/leo.jpg' })).toEqual({ image_url: 'HTTP://example.com/leo.jpg' });
    expect(figurePatchSchema.parse({ image_url: '/uploads/leo.jpg' })).toEqual({ image_url: '/uploads/leo.jpg' });
  });

  it('rejects an empty body', () => {
    expect(messages(figurePatchSchema, {})).toEqual(['Send at least one field to change']);
  });

  it('rejects unknown fields', () => {
    const result = figurePatchSchema.safeParse({ name: 'Leonardo', id: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['id'] })]);
  });

  it('rejects an image_url that is neither http(s) nor a server path', () => {
    const bad = 'Image URL must be a web address starting with http:// or https://, or a path on this server';
    expect(messages(figurePatchSchema, { image_url: 'ftp://example.com/leo.jpg' })).toEqual([bad]);
    expect(messages(figurePatchSchema, { image_url: 'javascript:alert(1)' })).toEqual([bad]);
    expect(messages(figurePatchSchema, { image_url: 'uploads/leo.jpg' })).toEqual([bad]);
    expect(messages(figurePatchSchema, { image_url: '' })).toEqual([bad]);
    expect(messages(figurePatchSchema, { image_url: `/${'a'.repeat(2000)}` })).toContain('Image URL can be at most 2,000 characters');
  });

  it('rejects blank names and years out of range', () => {
    expect(messages(figurePatchSchema, { name: '   ' })).toEqual(['Name cannot be empty']);
    expect(messages(figurePatchSchema, { year: 1979 })).toEqual(['Year must be 1980 or later']);
    expect(messages(figurePatchSchema, { year: 2101 })).toEqual(['Year must be 2100 or earlier']);
    expect(messages(figurePatchSchema, { year: 1988.5 })).toEqual(['Year must be a whole number']);
  });
});
