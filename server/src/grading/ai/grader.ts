// One grading: ask the model, read its answer, ask once more when it cannot be read, and price every call.
import { HttpError } from '../../http/errors.ts';
import type { AiConfig } from '../../config.ts';
import { answerJsonSchema, readAnswer } from './answer.ts';
import { anthropicAsk } from './anthropic.ts';
import { openaiAsk } from './openai.ts';
import { gradeCost } from './prices.ts';
import type { AiGrader, TokenUsage } from './types.ts';

/** One retry: a model that answers badly twice in a row will not do better on a third paid call. */
const ATTEMPTS = 2;

export function createGrader(config: AiConfig): AiGrader {
  const ask = config.provider === 'anthropic' ? anthropicAsk(config) : openaiAsk(config);
  return {
    provider: config.provider,
    model: config.model,
    async grade(request) {
      const schema = answerJsonSchema(request.packaging);
      const calls: TokenUsage[] = [];
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const { text, usage } = await ask(request, schema);
        calls.push(usage);
        const read = readAnswer(text, request.packaging);
        if (read.ok) return { answer: read.answer, cost: gradeCost(config.model, calls) };
      }
      throw new HttpError(502, 'The AI answer could not be read');
    },
  };
}
