import { questionSetFor, type PackagingStatus } from './packaging.ts';
import { questionsFor, type GradeAspect, type Question } from './questions.ts';

/**
 * One letter scale for the questionnaire and the AI, grounded in the AFA scale collectors know:
 * 95-100 A+, 90-94 A, 85-89 A-, 80-84 B+, 75-79 B, 70-74 B-, 60-69 C, 40-59 D, below 40 F.
 */
export const LETTER_SCALE = [
  { min: 95, letter: 'A+' },
  { min: 90, letter: 'A' },
  { min: 85, letter: 'A-' },
  { min: 80, letter: 'B+' },
  { min: 75, letter: 'B' },
  { min: 70, letter: 'B-' },
  { min: 60, letter: 'C' },
  { min: 40, letter: 'D' },
  { min: 0, letter: 'F' },
] as const;
export type LetterGrade = (typeof LETTER_SCALE)[number]['letter'];

/** The letter for a 0-100 score (rounded first, so 94.6 is an A+). */
export function letterGrade(score: number): LetterGrade {
  const rounded = Math.round(score);
  return (LETTER_SCALE.find((step) => rounded >= step.min) ?? LETTER_SCALE[LETTER_SCALE.length - 1]).letter;
}

export interface QuestionResponse {
  questionId: string;
  value: number;
}

type GradeBreakdown = Partial<Record<GradeAspect, number>> & Record<Exclude<GradeAspect, 'packaging'>, number>;

export interface QuestionnaireScore {
  /** sum(weight x value) / sum(weight), rounded. */
  overall: number;
  /** Weighted mean of each aspect's questions, rounded; packaging only for carded copies. */
  breakdown: GradeBreakdown;
  /** Each question with the option chosen, in the question set's order. */
  answers: { question: Question; option: Question['options'][number] }[];
}

export type ScoreOutcome = { ok: true; score: QuestionnaireScore } | { ok: false; problems: string[] };

/**
 * Scores a questionnaire. Every question of the packaging's set must be answered exactly once with one of its
 * options' values; anything else is refused with one problem per fault, naming the question.
 */
export function scoreQuestionnaire(status: PackagingStatus, responses: readonly QuestionResponse[]): ScoreOutcome {
  const questions = questionsFor(status);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<string, Question['options'][number]>();
  const problems: string[] = [];
  const setName = questionSetFor(status);

  for (const { questionId, value } of responses) {
    const question = byId.get(questionId);
    if (!question) {
      problems.push(`${questionId} is not a question of the ${setName} set`);
    } else if (chosen.has(questionId)) {
      problems.push(`${questionId} is answered more than once`);
    } else {
      const option = question.options.find((o) => o.value === value);
      if (option) chosen.set(questionId, option);
      else problems.push(`${questionId}: ${value} is not one of its answers (${[...new Set(question.options.map((o) => o.value))].join(', ')})`);
    }
  }
  const unanswered = questions.filter((q) => !chosen.has(q.id) && !responses.some((r) => r.questionId === q.id));
  if (unanswered.length > 0) problems.push(`Not answered: ${unanswered.map((q) => q.id).join(', ')}`);
  if (problems.length > 0) return { ok: false, problems };

  const answers = questions.map((question) => ({ question, option: chosen.get(question.id)! }));
  const weighted = (subset: typeof answers) =>
    Math.round(subset.reduce((sum, a) => sum + a.question.weight * a.option.value, 0) / subset.reduce((sum, a) => sum + a.question.weight, 0));
  const aspect = (name: GradeAspect) => weighted(answers.filter((a) => a.question.aspect === name));
  const breakdown: GradeBreakdown = {
    paint: aspect('paint'),
    structure: aspect('structure'),
    joints: aspect('joints'),
    completeness: aspect('completeness'),
    ...(setName === 'carded' && { packaging: aspect('packaging') }),
  };
  return { ok: true, score: { overall: weighted(answers), breakdown, answers } };
}
