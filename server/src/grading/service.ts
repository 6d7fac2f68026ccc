import type { FastifyRequest } from 'fastify';
import {
  BREAKDOWN_KEYS, photoRequirementsFor, questionnaireGradeDetails, questionSetFor, scoreQuestionnaire,
  type GradeAspect, type GradeResult, type InventoryItem, type ManualGradeRequest, type PackagingStatus,
} from '@tmnt/domain';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { recordGrade, requireItem } from '../inventory/index.ts';
import type { PhotoStore } from '../photos/index.ts';
import type { Ai, AiAnswer } from './ai/index.ts';
import { receiveGradingForm } from './intake.ts';

/** The only body the photo grading call takes (its 415 answer). */
export const GRADING_FORM_TYPE = 'Send the grading form as multipart/form-data';

/** What the AI model is told the copy is. */
const figureName = (item: InventoryItem) => `${item.name} (${item.manufacturer}, ${item.year}, ${item.series})`;

/** The Grade result's breakdown: each part's score; packaging for carded copies only. */
function resultBreakdown(packaging: PackagingStatus, score: (aspect: GradeAspect) => number | null): GradeResult['breakdown'] {
  return {
    paint: { score: score('paint') },
    structure: { score: score('structure') },
    joints: { score: score('joints') },
    completeness: { score: score('completeness') },
    ...(questionSetFor(packaging) === 'carded' && { packaging: { score: score('packaging') } }),
  };
}

/** Grades a copy from the collector's questionnaire answers and stores the grade (no photos: it was not made from any). */
export async function gradeByQuestionnaire(db: Db, itemId: number, request: ManualGradeRequest): Promise<GradeResult> {
  const item = await requireItem(db, itemId);
  const packaging = request.packaging_status;
  const outcome = scoreQuestionnaire(packaging, request.responses);
  if (!outcome.ok) {
    throw new HttpError(400, outcome.problems.join('; '), { field: 'responses', errors: outcome.problems.map((error) => ({ field: 'responses', error })) });
  }
  const { overall, breakdown } = outcome.score;
  const details = questionnaireGradeDetails(packaging, outcome.score, item.character);
  const gradedAt = new Date().toISOString();
  await recordGrade(db, itemId, {
    overall,
    date: gradedAt,
    details,
    photos: [],
    history: { method: 'manual', packagingStatus: packaging, letterGrade: details.letterGrade, cost: null },
  });
  return {
    letterGrade: details.letterGrade,
    overallGrade: overall,
    confidence: details.confidence,
    summary: details.summary,
    breakdown: resultBreakdown(packaging, (aspect) => breakdown[aspect] ?? null),
    recommendations: details.recommendations,
    method: 'manual',
    graded_at: gradedAt,
    grading_photos: [],
    cost: null,
  };
}

/**
 * Grades a copy from photos sent as the grading form (spec section 7): the AI must be set up (checked before a
 * photo is read), the photos are taken in and stored, the model grades them, and the grade is stored with them.
 * A failure at any step stores nothing and removes the photo files this grading created.
 */
export async function gradeByPhotos(deps: { db: Db; ai: Ai; photos: PhotoStore }, itemId: number, request: FastifyRequest): Promise<GradeResult> {
  const { db, ai, photos } = deps;
  const item = await requireItem(db, itemId);
  if (!ai.grader) throw new HttpError(503, ai.status.message ?? 'AI grading is not set up');
  if (!request.isMultipart()) throw new HttpError(415, GRADING_FORM_TYPE);
  const batch = photos.batch();
  let stored = false;
  try {
    const form = await receiveGradingForm(request.raw, request.parts(), batch);
    const { answer, cost } = await ai.grader.grade({
      figureName: figureName(item),
      packaging: form.packaging,
      photos: form.photos.map((p) => ({ requirement: p.requirement, jpeg: p.model })),
      requirementNames: photoRequirementsFor(form.packaging).map((r) => r.name),
      expectedAccessories: form.expectedAccessories,
    });
    const gradedAt = new Date().toISOString();
    const addresses = form.photos.map((p) => p.address);
    await recordGrade(db, itemId, {
      overall: answer.overallGrade,
      date: gradedAt,
      details: { ...answer, method: 'ai', packagingStatus: form.packaging, cost },
      photos: addresses,
      history: { method: 'ai', packagingStatus: form.packaging, letterGrade: answer.letterGrade, cost },
    });
    stored = true;
    return {
      letterGrade: answer.letterGrade,
      overallGrade: answer.overallGrade,
      confidence: answer.confidence,
      summary: answer.summary,
      breakdown: resultBreakdown(form.packaging, (aspect) => aiScore(answer, aspect)),
      recommendations: answer.recommendations,
      method: 'ai',
      graded_at: gradedAt,
      grading_photos: addresses,
      cost,
    };
  } finally {
    await batch.settle(stored);
  }
}

function aiScore(answer: AiAnswer, aspect: GradeAspect): number | null {
  const entry = (answer.fullBreakdown as Record<string, { score: number } | undefined>)[BREAKDOWN_KEYS[aspect]];
  return entry?.score ?? null;
}
