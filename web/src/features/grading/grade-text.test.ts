import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { gradeCostText, gradeMethodText, gradingErrorText } from './grade-text.ts';

describe('grade texts', () => {
  it('names the method, with the model for AI', () => {
    expect(gradeMethodText('manual')).toBe('Questionnaire');
    expect(gradeMethodText('ai', 'claude-sonnet-4-5')).toBe('AI photo grading (claude-sonnet-4-5)');
    expect(gradeMethodText('ai', null)).toBe('AI photo grading');
  });

  it('states the cost to the cent with the tokens it came from, or that the model has no known price', () => {
    expect(gradeCostText({ model: 'claude-sonnet-4-5', input_tokens: 12345, output_tokens: 987, usd: 0.0518 })).toBe(
      '$0.05 (claude-sonnet-4-5, 12,345 input and 987 output tokens)',
    );
    expect(gradeCostText({ model: 'gpt-4o-mini', input_tokens: 900, output_tokens: 100, usd: 0.0004 })).toBe('Under $0.01 (gpt-4o-mini, 900 input and 100 output tokens)');
    expect(gradeCostText({ model: 'llava', input_tokens: 10, output_tokens: 5, usd: null })).toBe('Price not known for this model (llava, 10 input and 5 output tokens)');
  });

  it("shows the server's message, else the error's, else 'An unknown error occurred'", () => {
    expect(gradingErrorText(new ApiError(502, 'The AI provider rejected the API key', { error: 'The AI provider rejected the API key' }))).toBe(
      'The AI provider rejected the API key',
    );
    expect(gradingErrorText(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(gradingErrorText(new Error(''))).toBe('An unknown error occurred');
    expect(gradingErrorText('boom')).toBe('An unknown error occurred');
  });
});
