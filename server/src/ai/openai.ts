// The Chat Completions API: OpenAI, or any OpenAI-compatible server (Ollama, LM Studio, vLLM) at AI_BASE_URL. The
// answer's JSON Schema goes as a strict response format; servers that ignore it are caught by the callers' validation
// of the answer and their one retry.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AiConfig } from './config.ts';
import type { AskModel } from './types.ts';
import { failureError, type ProviderFailure } from './errors.ts';

/**
 * The SDK refuses to start without a key, yet local servers need none and ignore whatever is sent; this stands in
 * when AI_BASE_URL is set without OPENAI_API_KEY.
 */
const LOCAL_SERVER_KEY = 'no-key-needed-for-a-local-server';

export function openaiAsk(config: AiConfig): AskModel {
  const client = new OpenAI({
    apiKey: config.apiKey ?? LOCAL_SERVER_KEY,
    // null, not undefined, for each: only the app's own variables configure the call (undefined would read
    // OPENAI_BASE_URL, OPENAI_ADMIN_KEY, OPENAI_ORG_ID and OPENAI_PROJECT_ID from the environment).
    baseURL: config.baseUrl,
    adminAPIKey: null,
    organization: null,
    project: null,
    timeout: config.timeoutMs,
    // The callers retry an unreadable answer themselves; the SDK's own retries would multiply the wait and the cost.
    maxRetries: 0,
  });
  const context = {
    model: config.model,
    keyVariable: 'OPENAI_API_KEY',
    baseUrl: client.baseURL,
    configuredBaseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    apiKey: config.apiKey,
  };

  return async (request) => {
    const content = request.parts.map((part): OpenAI.ChatCompletionContentPart =>
      'text' in part ? { type: 'text', text: part.text } : { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${part.jpeg.toString('base64')}`, detail: 'high' } },
    );
    let completion: OpenAI.ChatCompletion;
    try {
      completion = await client.chat.completions.create({
        model: config.model,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, strict: true, schema: request.schema } },
      });
    } catch (error) {
      const failure = classify(error);
      if (failure === null) throw error;
      throw failureError(failure, context);
    }
    // A refusal or an empty answer reads as no JSON, and is retried like any unreadable answer.
    const answer = completion.choices[0]?.message.content ?? '';
    return { text: answer, usage: { input: completion.usage?.prompt_tokens ?? 0, output: completion.usage?.completion_tokens ?? 0 } };
  };
}

function classify(error: unknown): ProviderFailure | null {
  if (error instanceof APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof APIConnectionError) return { kind: 'connection', cause: error.cause };
  if (error instanceof APIError && error.status !== undefined) {
    // error.error is the body's { message, type, code }; error.message prefixes the status.
    const body = error.error as { message?: unknown } | undefined;
    return { kind: 'status', status: error.status, message: typeof body?.message === 'string' ? body.message : error.message, code: error.code };
  }
  return null;
}
