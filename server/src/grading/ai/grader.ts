// One grading: ask the model, read its answer, ask once more when it cannot be read, and price every call.
import { aiCost, type AiClient, type AiPart, type TokenUsage } from '../../ai/index.ts';
import { HttpError } from '../../http/errors.ts';
import { answerJsonSchema, readAnswer } from './answer.ts';
import { photoCaption, requestText, SYSTEM_PROMPT } from './prompt.ts';
import type { AiGrader } from './types.ts';

/** One retry: a model that answers badly twice in a row will not do better on a third paid call. */
const ATTEMPTS = 2;

/**
 * The answer is a few thousand tokens; this leaves room for the thinking newer models do by default, and is about
 * what a model writes within the default 90 s timeout anyway.
 */
const MAX_OUTPUT_TOKENS = 8192;

export function createGrader(client: AiClient): AiGrader {
  return {
    provider: client.provider,
    model: client.model,
    async grade(request) {
      const parts: AiPart[] = [{ text: requestText(request) }];
      request.photos.forEach((photo, index) => parts.push({ text: photoCaption(index, photo.requirement) }, { jpeg: photo.jpeg }));
      const schema = answerJsonSchema(request.packaging);
      const calls: TokenUsage[] = [];
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const { text, usage } = await client.ask({ system: SYSTEM_PROMPT, parts, schema, schemaName: 'figure_grade', maxOutputTokens: MAX_OUTPUT_TOKENS });
        calls.push(usage);
        const read = readAnswer(text, request.packaging);
        if (read.ok) return { answer: read.answer, cost: aiCost(client.model, calls) };
      }
      throw new HttpError(502, 'The AI answer could not be read');
    },
  };
}
