import { describe, expect, it } from 'vitest';
import { CARDED_QUESTIONS, LOOSE_QUESTIONS, type Question } from './questions.ts';
import { letterGrade, scoreQuestionnaire, type QuestionResponse } from './score.ts';

const perfect = (questions: readonly Question[]): QuestionResponse[] => questions.map((q) => ({ questionId: q.id, value: 100 }));
const answering = (questions: readonly Question[], values: Record<string, number>) =>
  perfect(questions).map((r) => ({ ...r, value: values[r.questionId] ?? r.value }));

describe('letterGrade (the AFA-grounded scale)', () => {
  it.each([
    [100, 'A+'], [95, 'A+'], [94.5, 'A+'], [94.4, 'A'], [94, 'A'], [90, 'A'], [89, 'A-'], [85, 'A-'], [84, 'B+'], [80, 'B+'],
    [79, 'B'], [75, 'B'], [74, 'B-'], [70, 'B-'], [69, 'C'], [60, 'C'], [59, 'D'], [40, 'D'], [39, 'F'], [0, 'F'],
  ] as const)('%s is %s', (score, letter) => {
    expect(letterGrade(score)).toBe(letter);
  });
});

describe('scoreQuestionnaire', () => {
  it('a perfect carded copy scores 100 in every part, packaging included', () => {
    const outcome = scoreQuestionnaire('MOC', perfect(CARDED_QUESTIONS));
    expect(outcome).toMatchObject({ ok: true, score: { overall: 100, breakdown: { paint: 100, structure: 100, joints: 100, completeness: 100, packaging: 100 } } });
  });

  it('carded, hand-computed: weighted mean over the set, parts as weighted means of their questions', () => {
    // 100*100 - 10*25 (creases 75) - 15*70 (bubble 30) - 5*30 (joints 70) - 5*35 (sticker 65) = 8375 -> 83.75 -> 84
    // packaging: (750 + 1000 + 1000 + 1000 + 450 + 1000 + 325) / 70 = 78.93 -> 79
    const outcome = scoreQuestionnaire('DAMAGED_PACKAGE', answering(CARDED_QUESTIONS, { card_creases: 75, bubble_structure: 30, figure_joints: 70, price_sticker: 65 }));
    expect(outcome.ok && outcome.score.overall).toBe(84);
    expect(outcome.ok && outcome.score.breakdown).toEqual({ paint: 100, structure: 100, joints: 70, completeness: 100, packaging: 79 });
    expect(letterGrade(84)).toBe('B+');
  });

  it('loose, hand-computed, with no packaging part', () => {
    // (1125 + 1350 + 750 + 1000 + 550 + 1000 + 1500 + 750) / 100 = 80.25 -> 80
    const outcome = scoreQuestionnaire(
      'LOOSE',
      answering(LOOSE_QUESTIONS, { loose_paint_chips: 75, loose_paint_quality: 90, loose_cracks: 50, loose_joints_tight: 55, loose_parts: 75 }),
    );
    expect(outcome.ok && outcome.score.overall).toBe(80);
    // paint 2475/30 = 82.5 -> 83; structure 1750/25 = 70; joints 1550/20 = 77.5 -> 78; completeness 2250/25 = 90
    expect(outcome.ok && outcome.score.breakdown).toEqual({ paint: 83, structure: 70, joints: 78, completeness: 90 });
  });

  it('the worst answers everywhere give an F', () => {
    const worst = CARDED_QUESTIONS.map((q) => ({ questionId: q.id, value: Math.min(...q.options.map((o) => o.value)) }));
    const outcome = scoreQuestionnaire('MOC', worst);
    expect(outcome.ok && letterGrade(outcome.score.overall)).toBe('F');
  });

  it('keeps the answers in the set order whatever order they came in', () => {
    const outcome = scoreQuestionnaire('LOOSE', perfect(LOOSE_QUESTIONS).reverse());
    expect(outcome.ok && outcome.score.answers.map((a) => a.question.id)).toEqual(LOOSE_QUESTIONS.map((q) => q.id));
  });

  it('refuses unknown ids, duplicates, values that are not an option, and missing answers, naming each', () => {
    const responses = [
      ...perfect(CARDED_QUESTIONS).filter((r) => !['price_sticker', 'package_seal', 'card_edges'].includes(r.questionId)),
      { questionId: 'loose_cracks', value: 100 },
      { questionId: 'card_creases', value: 90 },
      { questionId: 'card_edges', value: 42 },
    ];
    const outcome = scoreQuestionnaire('MIP', responses);
    expect(outcome).toEqual({
      ok: false,
      problems: [
        'loose_cracks is not a question of the carded set',
        'card_creases is answered more than once',
        'card_edges: 42 is not one of its answers (100, 90, 75, 55, 30, 10)',
        'Not answered: package_seal, price_sticker',
      ],
    });
  });

  it('refuses an empty questionnaire, listing every question', () => {
    const outcome = scoreQuestionnaire('LOOSE', []);
    expect(outcome).toEqual({ ok: false, problems: [`Not answered: ${LOOSE_QUESTIONS.map((q) => q.id).join(', ')}`] });
  });
});
