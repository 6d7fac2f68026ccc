// The collector's AI provider, as grading and the analysis see it.
export { createAiClient, type AiClient } from './client.ts';
export type { AiConfig } from './config.ts';
export type { AiPart, TokenUsage } from './types.ts';
export { firstProblem, parseJsonObject, providerJsonSchema } from './json.ts';
export { aiCost } from './prices.ts';
export { ProviderError } from './errors.ts';
