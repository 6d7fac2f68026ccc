import { describe, expect, it } from 'vitest';
import { CARDED_QUESTIONS, LOOSE_QUESTIONS, questionsFor } from './questions.ts';

const FIVE_STEPS = new Set(['figure_position', 'package_seal', 'price_sticker', 'loose_parts', 'loose_joints_broken']);

describe('question sets (spec section 3)', () => {
  it('carded: ids, categories and weights as the spec lists them', () => {
    expect(CARDED_QUESTIONS.map((q) => [q.category, q.id, q.weight])).toEqual([
      ['Card Condition', 'card_creases', 10],
      ['Card Condition', 'card_edges', 10],
      ['Card Condition', 'card_surface', 10],
      ['Bubble Condition', 'bubble_clarity', 10],
      ['Bubble Condition', 'bubble_structure', 15],
      ['Figure Condition', 'figure_paint', 10],
      ['Figure Condition', 'figure_position', 5],
      ['Figure Condition', 'accessories_visible', 10],
      ['Figure Condition', 'figure_joints', 5],
      ['Overall Package', 'package_seal', 10],
      ['Overall Package', 'price_sticker', 5],
    ]);
  });

  it('loose: ids, categories and weights as the spec lists them', () => {
    expect(LOOSE_QUESTIONS.map((q) => [q.category, q.id, q.weight])).toEqual([
      ['Paint Condition', 'loose_paint_chips', 15],
      ['Paint Condition', 'loose_paint_quality', 15],
      ['Structural Integrity', 'loose_cracks', 15],
      ['Structural Integrity', 'loose_surface', 10],
      ['Joint Condition', 'loose_joints_tight', 10],
      ['Joint Condition', 'loose_joints_broken', 10],
      ['Completeness', 'loose_accessories', 15],
      ['Completeness', 'loose_parts', 10],
    ]);
  });

  it('each set weighs 100 in all, radio questions of its own set', () => {
    for (const [set, questions] of [['carded', CARDED_QUESTIONS], ['loose', LOOSE_QUESTIONS]] as const) {
      expect(questions.reduce((sum, q) => sum + q.weight, 0)).toBe(100);
      for (const q of questions) {
        expect(q.type).toBe('radio');
        expect(q.applicableTo).toBe(set);
        expect(q.question).toMatch(/\?$/);
      }
    }
  });

  it.each([...CARDED_QUESTIONS, ...LOOSE_QUESTIONS].map((q) => [q.id, q] as const))('%s: steps from 100 down to 5-10, each with a label and description', (id, q) => {
    const steps = q.options.filter((o) => o.label !== 'N/A' && !o.neutral);
    expect(steps).toHaveLength(FIVE_STEPS.has(id) ? 5 : 6);
    expect(steps[0].value).toBe(100);
    expect(steps.at(-1)!.value).toBeGreaterThanOrEqual(5);
    expect(steps.at(-1)!.value).toBeLessThanOrEqual(10);
    for (let i = 1; i < steps.length; i++) expect(steps[i].value).toBeLessThan(steps[i - 1].value);
    for (const o of q.options) {
      expect(o.label).not.toBe('');
      expect(o.description).toBeTruthy();
    }
  });

  it("figure_joints has a neutral 'Cannot assess' scoring 70; loose_accessories an N/A scoring 100; no other question has either", () => {
    const extras = [...CARDED_QUESTIONS, ...LOOSE_QUESTIONS].flatMap((q) => q.options.filter((o) => o.label === 'N/A' || o.neutral).map((o) => [q.id, o.label, o.value, o.neutral ?? false]));
    expect(extras).toEqual([
      ['figure_joints', 'Cannot assess', 70, true],
      ['loose_accessories', 'N/A', 100, false],
    ]);
  });

  it('LOOSE gets the loose questions; MOC, MIP and DAMAGED_PACKAGE the carded ones', () => {
    expect(questionsFor('LOOSE')).toBe(LOOSE_QUESTIONS);
    expect(questionsFor('MOC')).toBe(CARDED_QUESTIONS);
    expect(questionsFor('MIP')).toBe(CARDED_QUESTIONS);
    expect(questionsFor('DAMAGED_PACKAGE')).toBe(CARDED_QUESTIONS);
  });
});
