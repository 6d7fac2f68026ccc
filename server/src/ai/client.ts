// The collector's own AI provider (config.ai): one call with a system prompt, text and photos, answered as JSON text
// following a JSON Schema. Grading and the analysis' insights both talk to it through this.
import type { AiProvider } from '@tmnt/domain';
import type { AiConfig } from './config.ts';
import type { AskModel } from './types.ts';

export interface AiClient {
  provider: AiProvider;
  model: string;
  ask: AskModel;
}

/** The client for the configured provider; null when AI is not configured (config.missing says what to set). */
export function createAiClient(config: AiConfig): AiClient | null {
  if (config.missing !== null) return null;
  return { provider: config.provider, model: config.model, ask: lazyAsk(config) };
}

/** The provider's SDK is loaded at the first call, not with the app (most starts grade nothing). */
function lazyAsk(config: AiConfig): AskModel {
  let ask: Promise<AskModel> | undefined;
  return async (request) => {
    ask ??= config.provider === 'anthropic' ? import('./anthropic.ts').then((m) => m.anthropicAsk(config)) : import('./openai.ts').then((m) => m.openaiAsk(config));
    return (await ask)(request);
  };
}
