import type { GradeCost, PackagingStatus } from '@tmnt/domain';
import type { AiClient } from '../../ai/index.ts';
import type { AiAnswer } from './answer.ts';

/** A photo as the model gets it: already resized (long edge at most GRADING.modelLongEdge) and re-encoded as JPEG. */
interface AiPhoto {
  requirement: string;
  jpeg: Buffer;
}

export interface AiGradeRequest {
  figureName: string;
  packaging: PackagingStatus;
  /** In the order they are shown to the model. */
  photos: AiPhoto[];
  /** The photo requirements of the packaging status, by name. */
  requirementNames: string[];
  expectedAccessories: string[];
}

interface AiGrade {
  /** Validated, with letterGrade re-derived from overallGrade. */
  answer: AiAnswer;
  /** Every call's tokens, the retry's included: both were paid. */
  cost: GradeCost;
}

export interface AiGrader {
  provider: AiClient['provider'];
  model: string;
  /** Throws HttpError 502 or 504 with a plain reason when the provider fails or its answer cannot be read. */
  grade(request: AiGradeRequest): Promise<AiGrade>;
}
