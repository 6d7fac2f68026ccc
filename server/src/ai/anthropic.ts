// Claude through the Messages API, the answer's JSON Schema as the structured output format (output_config.format).
// Not a forced tool: the Claude 5.5 models refuse forced tool use with a 400.
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from '@anthropic-ai/sdk';
import type { AiConfig } from './config.ts';
import type { AskModel } from './types.ts';
import { failureError, type ProviderFailure } from './errors.ts';

export function anthropicAsk(config: AiConfig): AskModel {
  const client = new Anthropic({
    apiKey: config.apiKey,
    // null, not undefined: only AI_BASE_URL moves the app off api.anthropic.com (undefined would read ANTHROPIC_BASE_URL).
    baseURL: config.baseUrl,
    timeout: config.timeoutMs,
    // The callers retry an unreadable answer themselves; the SDK's own retries would multiply the wait and the cost.
    maxRetries: 0,
  });
  const context = {
    model: config.model,
    keyVariable: 'ANTHROPIC_API_KEY',
    baseUrl: client.baseURL,
    configuredBaseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    apiKey: config.apiKey,
  };

  return async (request) => {
    const content = request.parts.map((part): Anthropic.ContentBlockParam =>
      'text' in part ? { type: 'text', text: part.text } : { type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: part.jpeg.toString('base64') } },
    );
    let message: Anthropic.Message;
    try {
      message = await client.messages.create({
        model: config.model,
        max_tokens: request.maxOutputTokens,
        system: request.system,
        output_config: { format: { type: 'json_schema', schema: request.schema } },
        messages: [{ role: 'user', content }],
      });
    } catch (error) {
      const failure = classify(error);
      if (failure === null) throw error;
      throw failureError(failure, context);
    }
    // The JSON is the text; thinking blocks before it are not part of the answer. A refusal or a cut-off answer
    // (max_tokens) does not read as the JSON, and is retried like any unreadable answer.
    const answer = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
    return { text: answer, usage: { input: message.usage.input_tokens, output: message.usage.output_tokens } };
  };
}

function classify(error: unknown): ProviderFailure | null {
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof APIConnectionError) return { kind: 'connection', cause: error.cause };
  if (error instanceof APIError && error.status !== undefined) {
    return { kind: 'status', status: error.status, message: error.apiMessage ?? error.message, code: error.errorCode };
  }
  return null;
}
