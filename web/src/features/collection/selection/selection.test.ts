import { describe, expect, it } from 'vitest';
import { NO_SELECTION, selectedShown, toggleCopy } from './selection.ts';

const shown = [5, 4, 3, 2, 1];

describe('the selection', () => {
  it('ticks and unticks one copy at a time', () => {
    const one = toggleCopy(NO_SELECTION, 3, false, shown);
    expect([...one.ids]).toEqual([3]);
    expect([...toggleCopy(one, 3, false, shown).ids]).toEqual([]);
  });

  it('ticks a range with shift, from the copy ticked last, in the order shown, either way', () => {
    const start = toggleCopy(NO_SELECTION, 4, false, shown);
    expect(selectedShown(toggleCopy(start, 1, true, shown), shown)).toEqual([4, 3, 2, 1]);
    const back = toggleCopy(toggleCopy(NO_SELECTION, 2, false, shown), 5, true, shown);
    expect(selectedShown(back, shown)).toEqual([5, 4, 3, 2]);
  });

  it('unticks a range with shift when the copy clicked was ticked', () => {
    const all = { ids: new Set(shown), anchor: 5 };
    expect(selectedShown(toggleCopy(all, 3, true, shown), shown)).toEqual([2, 1]);
  });

  it('counts only the copies shown', () => {
    expect(selectedShown({ ids: new Set([1, 9]), anchor: 1 }, shown)).toEqual([1]);
    // A shift-click with no anchor shown ticks the one copy.
    expect(selectedShown(toggleCopy({ ids: new Set(), anchor: 9 }, 2, true, shown), shown)).toEqual([2]);
  });
});
