// The collector's AI provider, as grading and the analysis see it.
export { createAiClient, type AiClient, type AiPart, type TokenUsage } from './client.ts';
export { firstProblem, parseJsonObject, providerJsonSchema } from './json.ts';
export { aiCost } from './prices.ts';
