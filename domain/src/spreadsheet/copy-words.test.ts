import { describe, expect, it } from 'vitest';
import { readCondition, readPackaging } from './copy-words.ts';

const words = (cell: string) => {
  const reading = readPackaging(cell);
  return 'value' in reading ? reading.value : reading;
};

describe('readPackaging', () => {
  it('reads MOC, sealed, carded and on card as a sealed copy on its card', () => {
    for (const cell of ['MOC', 'moc', 'Sealed', 'Carded', 'on card', 'Mint on Card', 'MISB', 'unpunched']) {
      expect(words(cell)).toEqual({ words: { packaging_type: 'Sealed MOC' }, more: false });
    }
  });

  it('reads opened, resealed and loose', () => {
    expect(words('Opened')).toEqual({ words: { packaging_type: 'Opened Package' }, more: false });
    expect(words('card opened')).toEqual({ words: { packaging_type: 'Opened Package' }, more: false });
    expect(words('Re-sealed')).toEqual({ words: { packaging_type: 'Resealed' }, more: false });
    expect(words('LOOSE')).toEqual({ words: { packaging_type: 'Loose' }, more: false });
  });

  it('reads complete and its opposites as the completeness', () => {
    expect(words('Loose, complete')).toEqual({ words: { packaging_type: 'Loose', completeness: 'Complete' }, more: false });
    expect(words('loose - missing weapons')).toEqual({ words: { packaging_type: 'Loose', completeness: 'Missing Accessories' }, more: false });
    expect(words('figure only')).toEqual({ words: { completeness: 'Figure Only' }, more: false });
  });

  it('says when the words contradict each other', () => {
    expect(readPackaging('loose / sealed')).toEqual({ problem: 'says two different things: Sealed MOC and Loose' });
  });

  it('refuses a cell with no packaging word, and takes a blank as nothing said', () => {
    expect(readPackaging('yes')).toEqual({ problem: 'is not a packaging: write MOC (or sealed, carded), opened, resealed or loose' });
    expect(readPackaging('')).toEqual({ value: null });
  });
});

describe('readCondition', () => {
  const condition = (cell: string) => {
    const reading = readCondition(cell);
    return 'value' in reading ? reading.value?.words.condition : reading.problem;
  };

  it("reads the app's conditions and their short forms", () => {
    expect(condition('Mint')).toBe('Mint');
    expect(condition('Near Mint')).toBe('Near Mint');
    expect(condition('near-mint')).toBe('Near Mint');
    expect(condition('NM')).toBe('Near Mint');
    expect(condition('VG')).toBe('Good');
    expect(condition('good')).toBe('Good');
    expect(condition('Fair')).toBe('Fair');
    expect(condition('poor')).toBe('Poor');
    expect(condition('G')).toBe('Good');
  });

  it('reads the C-scale: C10 and C9.5 mint, C9 near mint, C8 to C7 good, C6 to C5 fair, lower poor', () => {
    expect(condition('C10')).toBe('Mint');
    expect(condition('c9.5')).toBe('Mint');
    expect(condition('C9')).toBe('Near Mint');
    expect(condition('C8')).toBe('Good');
    expect(condition('C 7')).toBe('Good');
    expect(condition('C6')).toBe('Fair');
    expect(condition('C3')).toBe('Poor');
  });

  it('keeps "mint on card" as packaging, not the condition Mint', () => {
    expect(readCondition('Mint on card')).toEqual({ value: { words: { packaging_type: 'Sealed MOC' }, more: false } });
    expect(readCondition('Near mint, carded')).toEqual({ value: { words: { condition: 'Near Mint', packaging_type: 'Sealed MOC' }, more: false } });
  });

  it('reads "complete" in a condition column as the completeness', () => {
    expect(readCondition('Complete')).toEqual({ value: { words: { completeness: 'Complete' }, more: false } });
  });

  it('says when a cell holds more than the words it understood (the rest goes to the notes)', () => {
    expect(readCondition('Good - paint wear on the shell')).toEqual({ value: { words: { condition: 'Good' }, more: true } });
  });

  it('refuses a cell with no condition word', () => {
    expect(readCondition('meh')).toEqual({ problem: 'is not a condition: write Mint, Near Mint, Good, Fair or Poor (or C10 to C1)' });
  });
});
