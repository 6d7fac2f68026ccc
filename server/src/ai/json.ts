// JSON answers from a model: the schema sent to the providers, and finding the object in what came back.
import { z } from 'zod';

/**
 * A zod schema's JSON Schema as both providers take it: every property required, no additional properties (what
 * OpenAI's strict mode demands), no numeric bounds and no $schema key (what not every server accepts). Bounds are
 * checked by the zod schema when the answer is read.
 */
export function providerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    override: ({ jsonSchema }) => {
      delete jsonSchema.minimum;
      delete jsonSchema.maximum;
    },
  });
  delete json.$schema;
  return json;
}

const FENCED = /```(?:json)?\s*([\s\S]*?)```/i;

/** The JSON object in a model's answer: bare, in a ```json fence or amid prose, as servers that ignore the schema answer. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  const candidates = [text, FENCED.exec(text)?.[1], text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Not this candidate: try the next way of finding the object.
    }
  }
  return undefined;
}

/** The first problem zod found with an answer, in one line ("fullBreakdown.paintCondition.score: ..."). */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || 'answer'}: ${issue.message}`;
}
