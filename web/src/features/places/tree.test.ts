import { describe, expect, it } from 'vitest';
import type { Place } from '@tmnt/domain';
import { treeOrder } from './tree.ts';

const place = (id: number, name: string, parent_id: number | null): Place => ({
  id, name, parent_id, notes: null, path: name, copies: 0, total_copies: 0, value: 0, last_check: null, created_at: '2026-11-29T10:00:00Z',
});

describe('treeOrder', () => {
  it('lists each place followed by the places inside it, siblings by name with numbers in order', () => {
    const places = [place(1, 'Garage', null), place(2, 'Tote 10', 1), place(3, 'Attic', null), place(4, 'Tote 2', 1), place(5, 'Box', 4)];
    expect(treeOrder(places).map(({ place: p, depth }) => `${'-'.repeat(depth)}${p.name}`)).toEqual(['Attic', 'Garage', '-Tote 2', '--Box', '-Tote 10']);
  });
});
