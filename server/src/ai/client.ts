// The collector's own AI provider (config.ai): one call with a system prompt, text and photos, answered as JSON text
// following a JSON Schema. Grading and the analysis' insights both talk to it through this.
import type { AiProvider } from '@tmnt/domain';
import type { AiConfig } from '../config.ts';
import { anthropicAsk } from './anthropic.ts';
import { openaiAsk } from './openai.ts';

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

export interface AiClient {
  provider: AiProvider;
  model: string;
  ask: AskModel;
}

/** The client for the configured provider; null when AI is not configured (config.missing says what to set). */
export function createAiClient(config: AiConfig): AiClient | null {
  if (config.missing !== null) return null;
  return { provider: config.provider, model: config.model, ask: config.provider === 'anthropic' ? anthropicAsk(config) : openaiAsk(config) };
}
