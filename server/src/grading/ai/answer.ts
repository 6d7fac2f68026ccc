// The JSON the model is asked for (issue 11, section 3), its JSON Schema for the providers, and the reading of an
// answer: a model's output is untrusted input, so it is validated here and the letter is recomputed.
import { z } from 'zod';
import { LETTER_SCALE, letterGrade, questionSetFor, type PackagingStatus, type QuestionSet } from '@tmnt/domain';
import { firstProblem, parseJsonObject, providerJsonSchema } from '../../ai/index.ts';

/** "95-100 A+, 90-94 A, ... 0-39 F". */
export const SCALE_TEXT = LETTER_SCALE.map((step, i) => `${step.min}-${i === 0 ? 100 : LETTER_SCALE[i - 1].min - 1} ${step.letter}`).join(', ');

const text = (description: string) => z.string().trim().describe(description);
// Empty entries say nothing; dropping them keeps "1." lines out of the reports.
const list = (description: string) =>
  z
    .array(z.string().trim())
    .overwrite((items) => items.filter((item) => item !== ''))
    .describe(description);
// Bounds are checked here, not in the JSON Schema: the strictest schema subset the providers share has no numeric limits.
const score = (description: string) => z.number().min(0).max(100).describe(`${description}, 0-100`);

const breakdownEntry = z.object({
  score: score('This part of the condition'),
  details: text('What the photos show about this part, in one or two sentences'),
  notes: list('Further observations, including what could not be seen in the photos'),
  issues: list('Each defect found'),
  missingItems: list('Expected accessories or parts not seen in the photos (completeness); empty elsewhere'),
});
type BreakdownEntry = z.infer<typeof breakdownEntry>;

const figureBreakdown = {
  paintCondition: breakdownEntry,
  structuralIntegrity: breakdownEntry,
  jointCondition: breakdownEntry,
  completeness: breakdownEntry,
};

function answerSchema(set: QuestionSet) {
  return z.object({
    letterGrade: text(`The letter for overallGrade on this scale: ${SCALE_TEXT}`),
    overallGrade: score('Overall condition grade'),
    confidence: score('How sure the grade is given what the photos show, in percent'),
    summary: text('Two or three sentences a collector can read at a glance'),
    itemIdentification: z.object({
      characterName: text('The character, as identified from the photos'),
      itemState: text('How it is kept: sealed on card, sealed in package, loose, or damaged package'),
      rarityLevel: text('Common, uncommon, rare or very rare, for this figure and release'),
    }),
    criticalDefects: list('Defects that cost the most value (cracks, broken parts, heavy paint loss, opened seal); empty when none'),
    fullBreakdown: z.object(set === 'carded' ? { ...figureBreakdown, packagingCondition: breakdownEntry } : figureBreakdown),
    specificObservations: list('Notable details seen in specific photos, naming the photo'),
    recommendations: list('Practical advice: storage, handling, restoration risks, whether professional grading is worthwhile'),
  });
}

const ANSWER_SCHEMAS = { carded: answerSchema('carded'), loose: answerSchema('loose') };

type LooseAnswer = z.infer<typeof ANSWER_SCHEMAS.loose>;
/** A read answer; packagingCondition is there for carded packaging only. */
export type AiAnswer = Omit<LooseAnswer, 'fullBreakdown'> & {
  fullBreakdown: LooseAnswer['fullBreakdown'] & { packagingCondition?: BreakdownEntry };
};

const JSON_SCHEMAS = {
  carded: providerJsonSchema(ANSWER_SCHEMAS.carded),
  loose: providerJsonSchema(ANSWER_SCHEMAS.loose),
};

/** The JSON Schema of the answer for a packaging status (packagingCondition only for carded packaging). */
export function answerJsonSchema(packaging: PackagingStatus): Record<string, unknown> {
  return JSON_SCHEMAS[questionSetFor(packaging)];
}

type ReadAnswer = { ok: true; answer: AiAnswer } | { ok: false; problem: string };

/**
 * Reads the model's answer: the JSON object, bare, in a ```json fence or amid prose, as servers that ignore the
 * schema answer. Scores are rounded and the letter is re-derived from overallGrade with the shared scale, whatever
 * letter the model wrote.
 */
export function readAnswer(text: string, packaging: PackagingStatus): ReadAnswer {
  const value = parseJsonObject(text);
  if (value === undefined) return { ok: false, problem: 'the answer holds no JSON object' };
  const parsed = ANSWER_SCHEMAS[questionSetFor(packaging)].safeParse(value);
  if (!parsed.success) return { ok: false, problem: firstProblem(parsed.error) };
  const answer = parsed.data as AiAnswer;
  const overallGrade = Math.round(answer.overallGrade);
  const fullBreakdown = Object.fromEntries(
    Object.entries(answer.fullBreakdown).map(([key, entry]) => [key, { ...entry, score: Math.round(entry.score) }]),
  ) as AiAnswer['fullBreakdown'];
  return { ok: true, answer: { ...answer, overallGrade, letterGrade: letterGrade(overallGrade), confidence: Math.round(answer.confidence), fullBreakdown } };
}
