/** Grading a copy: the questionnaire, AI grading by photos, the result and the grade history (server/src/grading). */
import { z } from 'zod';
import { fieldMessages as say } from '../fields.ts';
import { PACKAGING_STATUSES } from '../grading/packaging.ts';
import { GRADE_ASPECTS } from '../grading/questions.ts';
import { GRADING } from '../grading/constants.ts';
import { oneOf, strict, typed } from './common.ts';
import { PHOTO_FILE_NAME, UPLOADS_PREFIX } from './photos.ts';

export const GRADE_METHODS = ['manual', 'ai'] as const;
export type GradeMethod = (typeof GRADE_METHODS)[number];

/** What an AI grading cost, from the answer's token usage; usd is null for a model with no known price (a local one). */
export const gradeCostSchema = z.object({
  model: z.string(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  usd: z.number().nullable(),
});
export type GradeCost = z.infer<typeof gradeCostSchema>;

export const gradeDetailsSchema = z.looseObject({
  method: z.enum(GRADE_METHODS).optional(),
  packagingStatus: z.enum(PACKAGING_STATUSES).optional(),
  cost: gradeCostSchema.nullable().optional(),
  letterGrade: z.string().optional(),
  confidence: z.number().optional(),
  summary: z.string().optional(),
  itemIdentification: z
    .looseObject({ characterName: z.string().optional(), itemState: z.string().optional(), rarityLevel: z.string().optional() })
    .optional(),
  criticalDefects: z.array(z.string()).optional(),
  fullBreakdown: z
    .record(
      z.string(),
      z.looseObject({
        score: z.number().nullable().optional(),
        details: z.string().optional(),
        notes: z.array(z.string()).optional(),
        issues: z.array(z.string()).optional(),
        missingItems: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  specificObservations: z.array(z.string()).optional(),
  recommendations: z.array(z.string()).optional(),
});

/** A stored photo's address, as a grade names its photos: never another host, another route or a data: URL. */
const storedPhotoAddressSchema = (field: string) =>
  z
    .string(typed(field, say.text))
    .refine((u) => u.startsWith(UPLOADS_PREFIX) && PHOTO_FILE_NAME.test(u.slice(UPLOADS_PREFIX.length)), say.storedPhotos(field));

/** The photos a grade was made from: stored photos only, as many as one grading takes at most. */
export const gradingPhotosSchema = (field: string) =>
  z
    .array(storedPhotoAddressSchema(field), typed(field, (f) => say.listOf(f, 'photo addresses')))
    .max(GRADING.maxPhotos, say.atMostItems(field, GRADING.maxPhotos, 'photos'));

export const gradingQuerySchema = strict({ packaging: oneOf(PACKAGING_STATUSES, 'packaging') });

const questionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  type: z.literal('radio'),
  weight: z.number(),
  applicableTo: z.enum(['carded', 'loose']),
  aspect: z.enum(GRADE_ASPECTS),
  options: z.array(z.object({ label: z.string(), value: z.number(), description: z.string().optional(), neutral: z.literal(true).optional() })),
});
export const questionListSchema = z.array(questionSchema);

const photoRequirementSchema = z.object({ name: z.string(), description: z.string(), required: z.boolean(), examples: z.array(z.string()) });
export const photoRequirementListSchema = z.array(photoRequirementSchema);

const MAX_RESPONSES = 50;
export const manualGradeRequestSchema = strict({
  responses: z
    .array(
      strict({
        questionId: z.string(typed('questionId', say.text)).max(64, say.tooLong('questionId', 64)),
        value: z.number(typed('value', say.number)),
      }),
      typed('responses', (f) => say.listOf(f, 'answers {questionId, value}')),
    )
    .max(MAX_RESPONSES, say.atMostItems('responses', MAX_RESPONSES, 'answers')),
  packaging_status: oneOf(PACKAGING_STATUSES, 'packaging_status'),
});
export type ManualGradeRequest = z.infer<typeof manualGradeRequestSchema>;

const aspectScoreSchema = z.object({ score: z.number().nullable() });

/** The answer of both grading calls (spec section 3 "Grade result"), with how it was made and what it cost. */
export const gradeResultSchema = z.object({
  letterGrade: z.string(),
  overallGrade: z.number().int(),
  confidence: z.number(),
  summary: z.string(),
  breakdown: z.object({
    paint: aspectScoreSchema,
    structure: aspectScoreSchema,
    joints: aspectScoreSchema,
    completeness: aspectScoreSchema,
    packaging: aspectScoreSchema.optional(),
  }),
  recommendations: z.array(z.string()),
  method: z.enum(GRADE_METHODS),
  graded_at: z.string(),
  grading_photos: z.array(z.string()),
  cost: gradeCostSchema.nullable(),
});
export type GradeResult = z.infer<typeof gradeResultSchema>;

/** One grade of a copy, the current one included, newest first. */
const gradeHistoryEntrySchema = z.object({
  id: z.number().int(),
  method: z.enum(GRADE_METHODS),
  packaging_status: z.enum(PACKAGING_STATUSES),
  overall: z.number().int(),
  letter_grade: z.string(),
  graded_at: z.string(),
  grading_photos: z.array(z.string()),
  cost: gradeCostSchema.nullable(),
});
export const gradeHistorySchema = z.array(gradeHistoryEntrySchema);
export type GradeHistoryEntry = z.infer<typeof gradeHistoryEntrySchema>;

export const AI_PROVIDERS = ['anthropic', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Whether AI grading can run, and if not, what to set (never a secret). */
export const gradingSetupSchema = z.object({
  ai: z.object({
    configured: z.boolean(),
    provider: z.enum(AI_PROVIDERS),
    /** The model that will grade, when configured. */
    model: z.string().nullable(),
    /** When not configured: what to set, in one sentence. */
    message: z.string().nullable(),
  }),
});
export type GradingSetup = z.infer<typeof gradingSetupSchema>;
