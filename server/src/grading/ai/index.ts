// AI photo grading on the collector's own key: Anthropic, OpenAI, or an OpenAI-compatible server (config.ai).
import type { GradingSetup } from '@tmnt/domain';
import { createAiClient, type AiConfig } from '../../ai/index.ts';
import { createGrader } from './grader.ts';
import type { AiGrader } from './types.ts';

export type { AiAnswer } from './answer.ts';
export type { AiGradeRequest, AiGrader } from './types.ts';

export interface Ai {
  /** null when AI grading is not configured (status.message says what to set). */
  grader: AiGrader | null;
  status: GradingSetup['ai'];
}

export function createAi(config: AiConfig): Ai {
  const client = createAiClient(config);
  const configured = client !== null;
  return {
    grader: client && createGrader(client),
    // Never the key: this is served to the browser.
    status: { configured, provider: config.provider, model: configured ? config.model : null, message: config.missing },
  };
}
