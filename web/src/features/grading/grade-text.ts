import type { GradeCost, GradeMethod } from '@tmnt/domain';

/** How a grade was made: "Questionnaire", or "AI photo grading (model)". */
export function gradeMethodText(method: GradeMethod, model?: string | null): string {
  if (method === 'manual') return 'Questionnaire';
  return model ? `AI photo grading (${model})` : 'AI photo grading';
}

const tokens = new Intl.NumberFormat('en-US');

/**
 * What an AI grade cost, from its token usage: dollars to the cent (under a cent says so), or that the model has no
 * known price (a local one).
 */
export function gradeCostText(cost: GradeCost): string {
  const amount = cost.usd === null ? 'Price not known for this model' : cost.usd < 0.005 ? 'Under $0.01' : `$${cost.usd.toFixed(2)}`;
  return `${amount} (${cost.model}, ${tokens.format(cost.input_tokens)} input and ${tokens.format(cost.output_tokens)} output tokens)`;
}

/** Neither method is an official grade; the questionnaire is the collector's own judgement, the AI's is the model's. */
export function gradeDisclaimer(method: GradeMethod | undefined): string {
  return method === 'manual'
    ? 'This is a self-assessment from your answers, for personal use: not official authentication or professional grading.'
    : 'This is an AI-assisted assessment for personal use, not official authentication or professional grading.';
}

/** A failed grading's message: the server's, else the error's own, else 'An unknown error occurred' (spec section 8). */
export function gradingErrorText(error: unknown): string {
  // ApiError's message is the server's own ({ error }) when it gave one.
  return error instanceof Error && error.message ? error.message : 'An unknown error occurred';
}
