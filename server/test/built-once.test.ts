// Queries on the path of every write are built once per dialect and run with each call's values (db/built-once.ts):
// each value must land where its placeholder stood, whatever the others are.
import { describe, expect, it } from 'vitest';
import { builtOnce } from '../src/db/built-once.ts';
import { openTestDatabase } from './helpers.ts';

const figuresBetween = builtOnce((db, [from, to, series]: [number, number, string]) =>
  db.selectFrom('figures').select(['id', 'series']).where('id', '>=', from).where('id', '<=', to).where('series', '=', series).orderBy('id'),
);

describe('a query built once', () => {
  it('answers each call with its own values, in their places, as the same query built each time does', async () => {
    const db = await openTestDatabase();
    const [first] = await db.selectFrom('figures').select('series').orderBy('id').limit(1).execute();
    for (const [from, to] of [[1, 40], [5, 9], [30, 30], [50, 10]]) {
      const expected = await db.selectFrom('figures').select(['id', 'series']).where('id', '>=', from).where('id', '<=', to).where('series', '=', first.series).orderBy('id').execute();
      expect(await figuresBetween(db, from, to, first.series)).toEqual(expected);
    }
    expect(await figuresBetween(db, 1, 40, 'No such series')).toEqual([]);
  });

  it('keeps the query\'s own constants, and refuses a call that gives fewer values than it uses', async () => {
    const db = await openTestDatabase();
    const limited = builtOnce((d, [from]: [number]) => d.selectFrom('figures').select('id').where('id', '>=', from).orderBy('id').limit(3));
    expect((await limited(db, 10)).map((r) => r.id)).toEqual([10, 11, 12]);
    const short = builtOnce((d, values: number[]) => d.selectFrom('figures').select('id').where('id', '>=', values[0]).where('id', '<=', values[1]));
    await expect(short(db, 1)).rejects.toThrow('A query built once used value 2 and was given 1');
  });
});
