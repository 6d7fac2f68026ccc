// What an AI call cost, from the tokens the provider reported and its list prices.
import type { GradeCost } from '@tmnt/domain';
import type { TokenUsage } from './types.ts';

interface Price {
  /** US dollars per million tokens. */
  input: number;
  output: number;
}

/**
 * List prices, standard tier, in USD per million tokens (Anthropic: platform.claude.com/docs/about-claude/pricing
 * and each model's page there; OpenAI: developers.openai.com/api/docs/pricing), as of November 2026. A key prices
 * the model of that name and its snapshots and variants ("claude-sonnet-4" covers claude-sonnet-4-5-20250929); the
 * longest matching key wins, so a sibling at another price (gpt-4o-mini) needs its own key. A model matching none
 * (a local one, or one newer than this table) has no known price.
 */
const PRICES: Record<string, Price> = {
  'claude-fable-5-1': { input: 10, output: 50 },
  'claude-opus-5': { input: 5, output: 25 },
  'claude-opus-5-5': { input: 4, output: 20 },
  'claude-sonnet-5': { input: 2, output: 10 },
  // Priced by prompt length; a grading's prompt (20 photos at most) and the insights' stay in the lower band, under 100,000 tokens.
  'claude-haiku-5-5': { input: 0.1, output: 0.5 },
  'claude-opus-4-0': { input: 15, output: 75 },
  'claude-opus-4-20250514': { input: 15, output: 75 },
  'claude-opus-4-1': { input: 15, output: 75 },
  'claude-opus-4-5': { input: 5, output: 25 },
  'claude-opus-4-6': { input: 5, output: 25 },
  'claude-sonnet-4': { input: 3, output: 15 },
  'claude-haiku-4-5': { input: 1, output: 5 },
  'claude-3-5-haiku': { input: 0.8, output: 4 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4o-2024-05-13': { input: 5, output: 15 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-5-pro': { input: 15, output: 120 },
};

function priceOf(model: string): Price | null {
  const name = model.toLowerCase();
  const key = Object.keys(PRICES)
    .filter((k) => name === k || name.startsWith(`${k}-`))
    .sort((a, b) => b.length - a.length)[0];
  return key === undefined ? null : PRICES[key];
}

/** The cost of the calls of one task (a grading, the insights); usd is null when the model's price is not known. */
export function aiCost(model: string, calls: readonly TokenUsage[]): GradeCost {
  const input = calls.reduce((sum, call) => sum + call.input, 0);
  const output = calls.reduce((sum, call) => sum + call.output, 0);
  const price = priceOf(model);
  // Rounded to a millionth of a dollar: finer is float noise.
  const usd = price === null ? null : Math.round(input * price.input + output * price.output) / 1e6;
  return { model, input_tokens: input, output_tokens: output, usd };
}
