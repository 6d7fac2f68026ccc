// Stand-ins for the AI providers on 127.0.0.1, for tests and e2e: Anthropic's Messages API and OpenAI's Chat
// Completions API (as served by OpenAI and by OpenAI-compatible servers), checking requests as the real ones do.
// No vitest here: e2e/ imports it too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiAnswer } from '../../src/grading/ai/index.ts';

export type FakeAiReply =
  /** A well-formed provider answer carrying this JSON as its text (what structured outputs answer). */
  | { kind: 'grade'; answer: unknown }
  /** An answer whose content is not the JSON asked for (or is, in a ```json fence, as servers that ignore the schema answer). */
  | { kind: 'text'; text: string }
  /** An error in the provider's format, e.g. 401, 429, 500; code: OpenAI's error code (e.g. insufficient_quota). */
  | { kind: 'status'; status: number; message?: string; code?: string }
  /** Never answers. */
  | { kind: 'hang' };

interface FakeAiRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (null when it was not JSON): each provider's own request shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface FakeAi {
  /** What AI_BASE_URL is set to: the origin for Anthropic, origin + /v1 for OpenAI. */
  url: string;
  /** Answers to give, first to last; when empty, defaultReply. */
  replies: FakeAiReply[];
  requests: FakeAiRequest[];
  close(): Promise<void>;
}

type Provider = 'anthropic' | 'openai';

const ENDPOINTS: Record<Provider, string> = { anthropic: '/v1/messages', openai: '/v1/chat/completions' };

/** The tokens a fake answer reports using: about what a real model reports for that many photos. */
export function fakeAiUsage(imageCount: number): { input: number; output: number } {
  return { input: 350 + 1600 * imageCount, output: 950 };
}

/** apiKey: the one key the fake takes (refused otherwise, 401, as the providers refuse a wrong key); default: any. */
export async function startFakeAi(provider: Provider, options: { defaultReply?: FakeAiReply; delayMs?: number; apiKey?: string } = {}): Promise<FakeAi> {
  const { defaultReply = { kind: 'grade', answer: sampleAiAnswer() }, delayMs = 0, apiKey } = options;
  const timers = new Set<NodeJS.Timeout>();
  let count = 0;

  function respond(req: FakeAiRequest, res: http.ServerResponse) {
    if (req.path !== ENDPOINTS[provider]) return providerError(provider, res, 404, `Not found: ${req.path}`);
    const refusal = (provider === 'anthropic' ? checkAnthropic(req) : checkOpenAi(req)) ?? (apiKey === undefined ? null : wrongKey(provider, req, apiKey));
    if (refusal) return providerError(provider, res, refusal.status, refusal.message);
    const reply = fake.replies.shift() ?? defaultReply;
    if (reply.kind === 'hang') return;
    if (reply.kind === 'status') return providerError(provider, res, reply.status, reply.message, reply.code);
    const id = ++count;
    const usage = fakeAiUsage(imageCount(provider, req.body));
    if (provider === 'anthropic') {
      // With output_config.format (structured outputs) the JSON is the answer's text.
      json(res, 200, {
        id: `msg_fake${id}`,
        type: 'message',
        role: 'assistant',
        model: req.body.model,
        content: [{ type: 'text', text: reply.kind === 'grade' ? JSON.stringify(reply.answer) : reply.text }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: usage.input, output_tokens: usage.output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      });
    } else {
      json(res, 200, {
        id: `chatcmpl-fake${id}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: req.body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.kind === 'grade' ? JSON.stringify(reply.answer) : reply.text, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
      });
    }
  }

  const server = http.createServer((incoming, res) => {
    let raw = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (raw += chunk));
    incoming.on('end', () => {
      const req: FakeAiRequest = { path: new URL(incoming.url ?? '/', 'http://fake').pathname, headers: incoming.headers, body: parseJson(raw) };
      fake.requests.push(req);
      if (incoming.method !== 'POST') return providerError(provider, res, 405, `Method not allowed: ${incoming.method}`);
      if (delayMs === 0) return respond(req, res);
      const timer = setTimeout(() => {
        timers.delete(timer);
        respond(req, res);
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeAi = {
    url: provider === 'anthropic' ? origin : `${origin}/v1`,
    replies: [],
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        // Hanging requests hold their sockets open; close them so the server can stop.
        server.closeAllConnections();
      }),
  };
  return fake;
}

interface Refusal {
  status: number;
  message: string;
}

function checkAnthropic({ headers, body }: FakeAiRequest): Refusal | null {
  if (!headers['x-api-key'] && !/^Bearer \S+/.test(headers.authorization ?? '')) {
    return { status: 401, message: 'x-api-key header is required' };
  }
  if (!headers['anthropic-version']) return { status: 400, message: 'anthropic-version: header is required' };
  if (body === null) return { status: 400, message: 'The request body is not valid JSON.' };
  if (typeof body.model !== 'string') return { status: 400, message: 'model: Field required' };
  if (typeof body.max_tokens !== 'number') return { status: 400, message: 'max_tokens: Field required' };
  if (!Array.isArray(body.messages) || body.messages.length === 0) return { status: 400, message: 'messages: Field required' };
  const format = body.output_config?.format;
  if (format !== undefined) {
    if (format.type !== 'json_schema') return { status: 400, message: 'output_config.format.type: Input should be \'json_schema\'' };
    // Structured outputs demand closed objects.
    const open = objectNodes(format.schema).find(({ node }) => node.additionalProperties !== false);
    if (open) return { status: 400, message: `output_config.format.schema: For 'object' type, 'additionalProperties' must be explicitly set to false (at ${open.at})` };
  }
  for (const block of contentBlocks(body)) {
    if (block.type !== 'image') continue;
    const { source } = block;
    if (source?.type !== 'base64') return { status: 400, message: 'image.source: only base64 images are accepted here' };
    const actual = imageType(Buffer.from(source.data ?? '', 'base64'));
    if (actual === null) return { status: 400, message: 'Could not process image' };
    if (actual !== source.media_type) {
      return { status: 400, message: `Image does not match the provided media type ${source.media_type}` };
    }
  }
  return null;
}

/** A key other than the one the fake takes, refused in each provider's words (OpenAI shows the key's last 4 characters). */
function wrongKey(provider: Provider, { headers }: FakeAiRequest, apiKey: string): Refusal | null {
  // Anthropic's SDK sends the key as x-api-key or as a bearer token, as checkAnthropic takes either.
  const sent = (provider === 'anthropic' && headers['x-api-key']) || (headers.authorization ?? '').replace(/^Bearer /, '');
  if (sent === apiKey) return null;
  return { status: 401, message: provider === 'anthropic' ? 'invalid x-api-key' : `Incorrect API key provided: ${String(sent).slice(0, 3)}****${String(sent).slice(-4)}.` };
}

function checkOpenAi({ headers, body }: FakeAiRequest): Refusal | null {
  if (!/^Bearer \S+/.test(headers.authorization ?? '')) {
    return { status: 401, message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth." };
  }
  if (body === null) return { status: 400, message: 'We could not parse the JSON body of your request.' };
  if (typeof body.model !== 'string') return { status: 400, message: 'you must provide a model parameter' };
  if (!Array.isArray(body.messages) || body.messages.length === 0) return { status: 400, message: "Missing required parameter: 'messages'." };
  const format = body.response_format;
  if (format?.type === 'json_schema' && format.json_schema?.strict === true) {
    // Strict mode demands closed objects with every property required.
    for (const { at, node } of objectNodes(format.json_schema.schema)) {
      const missing = Object.keys(node.properties ?? {}).filter((key) => !(node.required ?? []).includes(key));
      if (node.additionalProperties !== false || missing.length > 0) {
        return {
          status: 400,
          message: `Invalid schema for response_format '${format.json_schema.name}': In context=${at}, ${
            missing.length > 0 ? `'required' is required to be supplied and to be an array including every key in properties. Missing '${missing[0]}'.` : "'additionalProperties' is required to be supplied and to be false."
          }`,
        };
      }
    }
  }
  for (const part of contentBlocks(body)) {
    if (part.type !== 'image_url') continue;
    const match = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(part.image_url?.url ?? '');
    if (!match || imageType(Buffer.from(match[2], 'base64')) !== match[1]) {
      return { status: 400, message: 'You uploaded an unsupported image. Please make sure your image is valid.' };
    }
  }
  return null;
}

/** Every object node of a JSON Schema, with where it is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function objectNodes(node: any, at = '()'): { at: string; node: any }[] {
  if (node === null || typeof node !== 'object') return [];
  const own = node.type === 'object' ? [{ at, node }] : [];
  const properties = Object.entries(node.properties ?? {}).flatMap(([key, child]) => objectNodes(child, `${at}.${key}`));
  return [...own, ...properties, ...objectNodes(node.items, `${at}[]`), ...Object.values(node.$defs ?? {}).flatMap((child) => objectNodes(child, at))];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function contentBlocks(body: any): any[] {
  return (body?.messages ?? []).flatMap((message: { content?: unknown }) => (Array.isArray(message.content) ? message.content : []));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function imageCount(provider: Provider, body: any): number {
  const type = provider === 'anthropic' ? 'image' : 'image_url';
  return contentBlocks(body).filter((block) => block.type === type).length;
}

/** The image format from the file's first bytes, as the providers check it. */
function imageType(bytes: Buffer): string | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

const ANTHROPIC_ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

const OPENAI_ERRORS: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory' },
  404: { type: 'invalid_request_error', code: 'model_not_found' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
  500: { type: 'server_error', code: null },
};

const DEFAULT_MESSAGES: Record<number, string> = {
  401: 'invalid x-api-key',
  403: 'Your API key does not have permission to use the specified resource.',
  404: 'The requested model does not exist.',
  429: 'Number of request tokens has exceeded your per-minute rate limit.',
  500: 'Internal server error',
  529: 'Overloaded',
};

function providerError(provider: Provider, res: http.ServerResponse, status: number, message?: string, code?: string) {
  const text = message ?? DEFAULT_MESSAGES[status] ?? `Error ${status}`;
  if (provider === 'anthropic') {
    res.setHeader('request-id', `req_fake${Date.now()}`);
    return json(res, status, { type: 'error', error: { type: ANTHROPIC_ERROR_TYPES[status] ?? 'api_error', message: text } });
  }
  const known = OPENAI_ERRORS[status] ?? { type: 'server_error', code: null };
  json(res, status, { error: { message: text, type: known.type, param: null, code: code ?? known.code } });
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A realistic answer for a carded 1988 Leonardo (letterGrade consistent with overallGrade). */
export function sampleAiAnswer(overrides: Partial<AiAnswer> = {}): AiAnswer {
  return {
    letterGrade: 'B+',
    overallGrade: 82,
    confidence: 78,
    summary:
      'A complete Leonardo on an unpunched card with a clear, fully sealed bubble. A crease at the lower left corner and light shelf wear along the top edge keep it out of the A range.',
    itemIdentification: { characterName: 'Leonardo', itemState: 'Mint on Card, sealed', rarityLevel: 'Common' },
    criticalDefects: [],
    fullBreakdown: {
      paintCondition: {
        score: 90,
        details: 'Mask, eyes, belt and pads are crisply painted as far as the bubble shows.',
        notes: ['The back of the shell cannot be seen through the card.'],
        issues: ['A tiny overspray dot on the left knee pad'],
        missingItems: [],
      },
      structuralIntegrity: {
        score: 92,
        details: 'No cracks, stress marks or warping visible on the figure.',
        notes: [],
        issues: [],
        missingItems: [],
      },
      jointCondition: {
        score: 85,
        details: 'Joints cannot be tested through the bubble; the factory pose looks even and unstressed.',
        notes: ['Joint tightness cannot be judged on a sealed figure.'],
        issues: [],
        missingItems: [],
      },
      completeness: {
        score: 95,
        details: 'The weapon rack in the tray holds both katanas, both fist daggers, both ninja stars and the kama.',
        notes: [],
        issues: [],
        missingItems: [],
      },
      packagingCondition: {
        score: 70,
        details: 'The card has light shelf wear and one corner crease; the bubble is clear and sealed all the way round.',
        notes: ['Faint price sticker residue on the front, upper right.'],
        issues: ['Crease at the lower left corner, about 1 cm', 'Light edge wear along the top edge', 'Slight yellowing along the left edge of the bubble'],
        missingItems: [],
      },
    },
    specificObservations: [
      'Front of Card: a 1 cm crease at the lower left corner.',
      'Bubble Clarity: faint yellowing along the left edge, no scratches.',
      'Seal Integrity: glued all the way round, with no lifting or reseal marks.',
    ],
    recommendations: [
      'Keep it in a UV-protective case, out of direct sunlight, so the bubble yellows no further.',
      'Leave the sticker residue alone: removing it risks lifting the card print.',
      'At this grade, professional grading (AFA) pays off mainly before a sale.',
    ],
    ...overrides,
  };
}
