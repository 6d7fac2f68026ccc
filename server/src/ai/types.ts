// What one call to an AI provider takes and gives back.

/** A part of the request, in order: text, or a JPEG photo (already resized for the model). */
export type AiPart = { text: string } | { jpeg: Buffer };

interface AiRequest {
  system: string;
  parts: AiPart[];
  /** The answer's JSON Schema (see providerJsonSchema), and a name for it (letters, digits, _ and -). */
  schema: Record<string, unknown>;
  schemaName: string;
  /** The most the answer may take (Anthropic requires a limit; OpenAI-compatible servers are left to their own). */
  maxOutputTokens: number;
}

/** Tokens one call used. */
export interface TokenUsage {
  input: number;
  output: number;
}

/** One call to a provider: the answer's text (meant to be the JSON) and what it used. Throws HttpError 502/504 for provider failures. */
export type AskModel = (request: AiRequest) => Promise<{ text: string; usage: TokenUsage }>;
