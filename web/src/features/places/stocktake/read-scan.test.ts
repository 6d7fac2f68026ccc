import { describe, expect, it } from 'vitest';
import { normalizeUpc } from '@tmnt/domain';
import { readScan, type CheckedCopy } from './read-scan.ts';

// Tote B (3) is checked; Leonardo (figure 1, code 0000000000017) twice in it, once in the attic (9); Bebop (2) nowhere.
const copy = (id: number, figure_id: number, place_id: number | null, name: string): CheckedCopy => ({ id, figure_id, place_id, name, storage_location: null });
const copies = [copy(10, 1, 3, 'Leonardo'), copy(11, 1, 3, 'Leonardo'), copy(12, 1, 9, 'Leonardo'), copy(13, 2, null, 'Bebop')];
const normal = (code: string) => {
  const read = normalizeUpc(code);
  return read.ok ? read.code : code;
};
const figuresOf = async (code: string) => (code === normal('0000000000017') ? [{ id: 1, name: 'Leonardo' }] : code === normal('0000000000024') ? [{ id: 2, name: 'Bebop' }] : []);
const context = (counted: number[]) => ({ copies, here: new Set([3]), counted: new Set(counted), figuresOf });

describe('readScan', () => {
  it('counts the copies of a figure one by one, those recorded here first', async () => {
    expect(await readScan('0000000000017', context([]))).toMatchObject({ kind: 'counted', copy: { id: 10 }, expected: true });
    expect(await readScan('0000000000017', context([10]))).toMatchObject({ kind: 'counted', copy: { id: 11 }, expected: true });
    expect(await readScan('0000000000017', context([10, 11]))).toMatchObject({ kind: 'counted', copy: { id: 12 }, expected: false });
    expect(await readScan('0000000000017', context([10, 11, 12]))).toEqual({ kind: 'all-counted', figure: { id: 1, name: 'Leonardo' } });
  });

  it('counts the very copy a copy\'s label names, once', async () => {
    expect(await readScan('https://192.168.1.20:3000/inventory/13', context([]))).toMatchObject({ kind: 'counted', copy: { id: 13 }, expected: false });
    expect(await readScan('https://192.168.1.20:3000/inventory/13', context([13]))).toMatchObject({ kind: 'already-counted', copy: { id: 13 } });
    expect(await readScan('https://192.168.1.20:3000/inventory/99', context([]))).toEqual({ kind: 'not-in-collection', id: 99 });
  });

  it('tells a place\'s label, a code the catalogue does not know, and what is no barcode', async () => {
    expect(await readScan('https://192.168.1.20:3000/places/4', context([]))).toEqual({ kind: 'place-label', id: 4 });
    expect(await readScan('0000000000031', context([]))).toEqual({ kind: 'unknown-code', code: normal('0000000000031') });
    expect(await readScan('Leo!', context([]))).toMatchObject({ kind: 'not-a-code' });
  });
});
