import { PACKAGING_STATUS_INFO, type PackagingStatus } from './packaging.ts';
import { GRADE_ASPECT_LABELS, type GradeAspect } from './questions.ts';
import { letterGrade, type QuestionnaireScore } from './score.ts';

/** The report's name for each part of the breakdown (camel case, as ai_grade_details.fullBreakdown keys it). */
export const BREAKDOWN_KEYS: Record<GradeAspect, string> = {
  paint: 'paintCondition',
  structure: 'structuralIntegrity',
  joints: 'jointCondition',
  completeness: 'completeness',
  packaging: 'packagingCondition',
};

/** Care advice for a part of the breakdown that scored below GOOD. */
const ADVICE: Record<GradeAspect, string> = {
  paint: 'Handle the figure as little as possible and keep it out of direct sunlight: paint wear costs the most value.',
  structure: 'Do not pose or load the stressed or cracked parts: cracks spread under strain.',
  joints: 'Display it in a relaxed pose so loose or stressed joints carry no weight.',
  completeness: 'Look for the missing original accessories or parts: a complete copy sells for markedly more.',
  packaging: 'Keep the card in a protective case, away from sunlight and humidity, to stop further package wear.',
};

/** Below this a part of the breakdown gets advice; an answer at or below SEVERE is a critical defect. */
const GOOD = 75;
const SEVERE = 30;
/** From this score a sealed copy may be worth grading professionally. */
const PROFESSIONAL_GRADING_WORTHWHILE = 85;

const answerText = (a: QuestionnaireScore['answers'][number]) => `${a.question.question} ${a.option.label} (${a.option.value})`;

/**
 * The grade details of a questionnaire, in the same shape as an AI grade's so both show in one report.
 * Confidence is the share of the questions' weight answered with something other than "Cannot assess".
 */
export function questionnaireGradeDetails(status: PackagingStatus, score: QuestionnaireScore, characterName: string) {
  const { overall, breakdown, answers } = score;
  const letter = letterGrade(overall);
  const totalWeight = answers.reduce((sum, a) => sum + a.question.weight, 0);
  const assessedWeight = answers.filter((a) => !a.option.neutral).reduce((sum, a) => sum + a.question.weight, 0);
  const confidence = Math.round((100 * assessedWeight) / totalWeight);
  const aspects = (Object.keys(breakdown) as GradeAspect[]).map((aspect) => ({ aspect, score: breakdown[aspect]! }));
  const ranked = [...aspects].sort((a, b) => b.score - a.score);
  const strongest = ranked[0];
  const weakest = ranked[ranked.length - 1];

  const fullBreakdown = Object.fromEntries(
    aspects.map(({ aspect, score: aspectScore }) => {
      const own = answers.filter((a) => a.question.aspect === aspect);
      return [
        BREAKDOWN_KEYS[aspect],
        {
          score: aspectScore,
          details: `Weighted from ${own.length} answer${own.length === 1 ? '' : 's'} of your questionnaire.`,
          notes: own.map(answerText),
          issues: own.filter((a) => a.option.value < 100 && !a.option.neutral).map((a) => `${a.option.label}${a.option.description ? `: ${a.option.description}` : ''}`),
          missingItems: [] as string[],
        },
      ];
    }),
  );

  const recommendations = aspects.filter((a) => a.score < GOOD).map((a) => ADVICE[a.aspect]);
  if (answers.some((a) => a.option.neutral)) {
    recommendations.push('Some points could not be judged: grade again with photos, or look closer, to firm up the grade.');
  }
  if (status !== 'LOOSE' && status !== 'DAMAGED_PACKAGE' && overall >= PROFESSIONAL_GRADING_WORTHWHILE) {
    recommendations.push(`At ${overall}/100 a sealed copy may be worth grading professionally (AFA or CAS) before selling.`);
  }

  const summary =
    `Questionnaire grade ${letter} (${overall}/100) for a ${PACKAGING_STATUS_INFO[status].label.toLowerCase()} copy, from your ${answers.length} answers. ` +
    (strongest.aspect === weakest.aspect || strongest.score === weakest.score
      ? `Every part scores ${strongest.score}.`
      : `Strongest: ${GRADE_ASPECT_LABELS[strongest.aspect].toLowerCase()} (${strongest.score}); weakest: ${GRADE_ASPECT_LABELS[weakest.aspect].toLowerCase()} (${weakest.score}).`);

  return {
    method: 'manual' as const,
    packagingStatus: status,
    letterGrade: letter,
    confidence,
    summary,
    itemIdentification: { characterName, itemState: PACKAGING_STATUS_INFO[status].label },
    criticalDefects: answers.filter((a) => a.option.value <= SEVERE && !a.option.neutral).map(answerText),
    fullBreakdown,
    specificObservations: answers.filter((a) => a.option.value < 100 && !a.option.neutral).map(answerText),
    recommendations,
    responses: answers.map((a) => ({ questionId: a.question.id, value: a.option.value })),
  };
}
