import { describe, expect, it } from 'vitest';
import { questionnaireGradeDetails } from './manual.ts';
import { CARDED_QUESTIONS, LOOSE_QUESTIONS, type Question } from './questions.ts';
import { scoreQuestionnaire, type QuestionResponse } from './score.ts';
import type { PackagingStatus } from './packaging.ts';

const answering = (questions: readonly Question[], values: Record<string, number> = {}): QuestionResponse[] =>
  questions.map((q) => ({ questionId: q.id, value: values[q.id] ?? 100 }));

function details(status: PackagingStatus, responses: QuestionResponse[]) {
  const outcome = scoreQuestionnaire(status, responses);
  if (!outcome.ok) throw new Error(outcome.problems.join('; '));
  return questionnaireGradeDetails(status, outcome.score, 'Leonardo');
}

describe('questionnaireGradeDetails', () => {
  it('a carded questionnaire: letter, breakdown by report category, defects, and confidence lowered by "Cannot assess"', () => {
    const d = details('MOC', answering(CARDED_QUESTIONS, { card_creases: 75, bubble_structure: 30, figure_joints: 70, price_sticker: 65 }));
    expect(d).toMatchObject({ method: 'manual', packagingStatus: 'MOC', letterGrade: 'B+', itemIdentification: { characterName: 'Leonardo', itemState: 'Mint on Card' } });
    // 95 of the 100 weight was judged: figure_joints (weight 5) was "Cannot assess".
    expect(d.confidence).toBe(95);
    expect(Object.fromEntries(Object.entries(d.fullBreakdown).map(([k, v]) => [k, v.score]))).toEqual({
      paintCondition: 100,
      structuralIntegrity: 100,
      jointCondition: 70,
      completeness: 100,
      packagingCondition: 79,
    });
    expect(d.criticalDefects).toEqual(['Is the bubble in its original shape? Cracked (30)']);
    expect(d.fullBreakdown.packagingCondition.issues).toEqual([
      'Minor crease: One small crease that does not break the ink',
      'Cracked: A crack or split in the plastic',
      'Sticker residue: Glue residue or a partly removed sticker',
    ]);
    expect(d.summary).toBe('Questionnaire grade B+ (84/100) for a mint on card copy, from your 11 answers. Strongest: paint (100); weakest: joints (70).');
    expect(d.recommendations).toEqual([
      'Display it in a relaxed pose so loose or stressed joints carry no weight.',
      'Some points could not be judged: grade again with photos, or look closer, to firm up the grade.',
    ]);
    expect(d.responses).toHaveLength(11);
  });

  it('a perfect sealed copy is fully confident and suggests professional grading; a perfect loose one does not', () => {
    const sealed = details('MIP', answering(CARDED_QUESTIONS));
    expect(sealed).toMatchObject({ letterGrade: 'A+', confidence: 100, criticalDefects: [], specificObservations: [] });
    expect(sealed.summary).toContain('Every part scores 100.');
    expect(sealed.recommendations).toEqual(['At 100/100 a sealed copy may be worth grading professionally (AFA or CAS) before selling.']);

    const loose = details('LOOSE', answering(LOOSE_QUESTIONS));
    expect(loose.recommendations).toEqual([]);
    expect(Object.keys(loose.fullBreakdown)).toEqual(['paintCondition', 'structuralIntegrity', 'jointCondition', 'completeness']);
  });

  it('a loose N/A for accessories is a full answer, not a missing one', () => {
    const d = details('LOOSE', answering(LOOSE_QUESTIONS, { loose_accessories: 100, loose_paint_chips: 30 }));
    expect(d.confidence).toBe(100);
    expect(d.criticalDefects).toEqual(['How much paint has chipped or rubbed off? Heavy (30)']);
    expect(d.recommendations[0]).toMatch(/^Handle the figure as little as possible/);
  });
});
