import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BREAKDOWN_KEYS, photoRequirementsFor, type GradeCost, type PackagingStatus } from '@tmnt/domain';
import { DEFAULT_AI_MODELS, loadConfig } from '../src/config.ts';
import { HttpError } from '../src/http/errors.ts';
import { createAi, type AiGradeRequest, type AiGrader } from '../src/grading/ai/index.ts';
import { answerJsonSchema, readAnswer } from '../src/grading/ai/answer.ts';
import { aiCost } from '../src/ai/index.ts';
import { fakeAiUsage, sampleAiAnswer, startFakeAi, type FakeAi } from './support/fake-ai.ts';

type Provider = 'anthropic' | 'openai';

const KEYS: Record<Provider, string> = { anthropic: 'sk-ant-test-0123456789abcdef', openai: 'sk-proj-test-0123456789abcdef' };
const KEY_VARIABLES: Record<Provider, string> = { anthropic: 'ANTHROPIC_API_KEY', openai: 'OPENAI_API_KEY' };
const MODELS: Record<Provider, string> = { anthropic: 'claude-sonnet-5-5', openai: 'gpt-4.1' };
/** Their list prices, USD per million tokens. */
const PRICES: Record<Provider, { input: number; output: number }> = { anthropic: { input: 2, output: 10 }, openai: { input: 2, output: 8 } };

let frontJpeg: Buffer;
let backJpeg: Buffer;
beforeAll(async () => {
  frontJpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 30, g: 90, b: 200 } } }).jpeg().toBuffer();
  backJpeg = await sharp({ create: { width: 120, height: 160, channels: 3, background: { r: 200, g: 180, b: 40 } } }).jpeg().toBuffer();
});

const gradeRequest = (overrides: Partial<AiGradeRequest> = {}): AiGradeRequest => ({
  figureName: 'Leonardo (1988, Original Series)',
  packaging: 'MOC',
  photos: [
    { requirement: 'Front of Card', jpeg: frontJpeg },
    { requirement: 'Back of Card', jpeg: backJpeg },
  ],
  requirementNames: photoRequirementsFor('MOC').map((r) => r.name),
  expectedAccessories: ['Katana (2)', 'Turtle fist dagger (2)', 'Ninja star (2)', 'Kama', 'Weapon rack'],
  ...overrides,
});

async function fakeAi(provider: Provider, options?: Parameters<typeof startFakeAi>[1]): Promise<FakeAi> {
  const fake = await startFakeAi(provider, options);
  onTestFinished(() => fake.close());
  return fake;
}

function graderFor(provider: Provider, url: string, env: Record<string, string> = {}): AiGrader {
  const { grader } = createAi(
    loadConfig({ AI_PROVIDER: provider, [KEY_VARIABLES[provider]]: KEYS[provider], AI_MODEL: MODELS[provider], AI_BASE_URL: url, ...env }).ai,
  );
  if (!grader) throw new Error('AI grading should be configured');
  return grader;
}

/** The grading's error, checked to be an HttpError that names no key. */
async function gradingError(grader: AiGrader, request = gradeRequest()): Promise<HttpError> {
  const error = await grader.grade(request).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const httpError = error as HttpError;
  for (const key of Object.values(KEYS)) expect(`${httpError.message} ${JSON.stringify(httpError.extra)}`).not.toContain(key);
  return httpError;
}

const expectedCost = (provider: Provider, calls: number, images = 2): GradeCost => {
  const usage = fakeAiUsage(images);
  const price = PRICES[provider];
  return {
    model: MODELS[provider],
    input_tokens: calls * usage.input,
    output_tokens: calls * usage.output,
    usd: Math.round(calls * (usage.input * price.input + usage.output * price.output)) / 1e6,
  };
};

/** The texts and images of the request's user message, in order, whatever the provider's shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function userContent(provider: Provider, body: any): { texts: string[]; images: { mediaType: string; bytes: Buffer }[]; order: string[] } {
  const user = body.messages.find((m: { role: string }) => m.role === 'user');
  const texts: string[] = [];
  const images: { mediaType: string; bytes: Buffer }[] = [];
  const order: string[] = [];
  for (const block of user.content) {
    if (block.type === 'text') {
      texts.push(block.text);
      order.push(block.text);
    } else if (provider === 'anthropic' && block.type === 'image') {
      images.push({ mediaType: block.source.media_type, bytes: Buffer.from(block.source.data, 'base64') });
      order.push('<image>');
    } else if (provider === 'openai' && block.type === 'image_url') {
      const [, mediaType, data] = /^data:([^;]+);base64,(.*)$/s.exec(block.image_url.url)!;
      expect(block.image_url.detail).toBe('high');
      images.push({ mediaType, bytes: Buffer.from(data, 'base64') });
      order.push('<image>');
    }
  }
  return { texts, images, order };
}

describe.each(['anthropic', 'openai'] as const)('AI grader (%s)', (provider) => {

  it('sends the photos with their requirements, the packaging, the accessories and the answer schema, and re-derives the letter', async () => {
    const fake = await fakeAi(provider);
    fake.replies.push({ kind: 'grade', answer: sampleAiAnswer({ letterGrade: 'A+', overallGrade: 72.4 }) });
    const grade = await graderFor(provider, fake.url).grade(gradeRequest());

    expect(grade.answer.letterGrade).toBe('B-');
    expect(grade.answer.overallGrade).toBe(72);
    expect(grade.answer.fullBreakdown.packagingCondition?.score).toBe(70);
    expect(grade.answer.itemIdentification.characterName).toBe('Leonardo');
    expect(grade.cost).toEqual(expectedCost(provider, 1));

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe(provider === 'anthropic' ? '/v1/messages' : '/v1/chat/completions');
    expect(request.headers.authorization ?? request.headers['x-api-key']).toMatch(new RegExp(`^(Bearer )?${KEYS[provider]}$`));
    expect(request.body.model).toBe(MODELS[provider]);

    const { texts, images, order } = userContent(provider, request.body);
    expect(images.map((i) => i.mediaType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(images[0].bytes.equals(frontJpeg)).toBe(true);
    expect(images[1].bytes.equals(backJpeg)).toBe(true);
    // Each photo follows the line naming its requirement.
    expect(order.slice(1)).toEqual(['Photo 1: Front of Card', '<image>', 'Photo 2: Back of Card', '<image>']);
    const intro = texts[0];
    expect(intro).toContain('Leonardo (1988, Original Series)');
    expect(intro).toContain('Mint on Card (MOC): Sealed in the original package with card backing');
    for (const name of photoRequirementsFor('MOC').map((r) => r.name)) expect(intro).toContain(name);
    expect(intro).toContain('Expected accessories: Katana (2), Turtle fist dagger (2), Ninja star (2), Kama, Weapon rack.');

    if (provider === 'anthropic') {
      expect(request.body.system).toMatch(/professional grader of vintage action figures.*AFA/);
      expect(request.body.system).toContain('completeness.missingItems');
      expect(request.body.output_config).toEqual({ format: { type: 'json_schema', schema: answerJsonSchema('MOC') } });
      // No forced tool: the Claude 5.5 models refuse one.
      expect(request.body).not.toHaveProperty('tool_choice');
      expect(request.body.max_tokens).toBeGreaterThan(0);
    } else {
      expect(request.body.messages[0]).toEqual({ role: 'system', content: expect.stringMatching(/professional grader of vintage action figures.*AFA/) });
      expect(request.body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'figure_grade', strict: true, schema: answerJsonSchema('MOC') } });
    }
  });

  it('asks again once when the answer is not the JSON asked for, and counts both calls in the cost', async () => {
    const fake = await fakeAi(provider);
    fake.replies.push({ kind: 'text', text: 'This Leonardo looks like a solid B+ to me.' }, { kind: 'grade', answer: sampleAiAnswer() });
    const grade = await graderFor(provider, fake.url).grade(gradeRequest());
    expect(grade.answer.letterGrade).toBe('B+');
    expect(fake.requests).toHaveLength(2);
    expect(grade.cost).toEqual(expectedCost(provider, 2));
  });

  it('gives up with 502 when the second answer cannot be read either (here: a field missing)', async () => {
    const fake = await fakeAi(provider);
    const { confidence: _dropped, ...withoutConfidence } = sampleAiAnswer();
    fake.replies.push({ kind: 'text', text: '{"letterGrade": "B+", "overallGrade": 82' }, { kind: 'grade', answer: withoutConfidence });
    const error = await gradingError(graderFor(provider, fake.url));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe('The AI answer could not be read');
    expect(fake.requests).toHaveLength(2);
  });

  it('wants the packaging graded for carded copies only', async () => {
    const fake = await fakeAi(provider);
    const { packagingCondition: _none, ...figureOnly } = sampleAiAnswer().fullBreakdown;
    const looseAnswer = sampleAiAnswer({ fullBreakdown: figureOnly, itemIdentification: { characterName: 'Leonardo', itemState: 'Loose', rarityLevel: 'Common' } });
    // Carded: a breakdown without the packaging is incomplete, twice.
    fake.replies.push({ kind: 'grade', answer: looseAnswer }, { kind: 'grade', answer: looseAnswer });
    expect((await gradingError(graderFor(provider, fake.url))).statusCode).toBe(502);
    // Loose: the same answer is complete, and a packaging score sent anyway is dropped.
    const loose = gradeRequest({ packaging: 'LOOSE', requirementNames: photoRequirementsFor('LOOSE').map((r) => r.name) });
    fake.replies.push({ kind: 'grade', answer: sampleAiAnswer() });
    const grade = await graderFor(provider, fake.url).grade(loose);
    expect(Object.keys(grade.answer.fullBreakdown)).toEqual(['paintCondition', 'structuralIntegrity', 'jointCondition', 'completeness']);
    const schema = answerJsonSchema('LOOSE');
    const last = fake.requests.at(-1)!.body;
    expect(provider === 'anthropic' ? last.output_config.format.schema : last.response_format.json_schema.schema).toEqual(schema);
    expect(userContent(provider, last).texts[0]).toContain('Loose (LOOSE): Figure removed from packaging. There is no packaging to grade.');
  });

  it('says the key was rejected (401 and 403), naming the variable to check', async () => {
    const fake = await fakeAi(provider);
    fake.replies.push({ kind: 'status', status: 401 }, { kind: 'status', status: 403 });
    for (let i = 0; i < 2; i++) {
      const error = await gradingError(graderFor(provider, fake.url));
      expect(error.statusCode).toBe(502);
      expect(error.message).toBe(`The AI provider rejected the API key: check the key in Settings (or ${KEY_VARIABLES[provider]} in the environment).`);
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('says the provider is rate limiting (429), without retrying', async () => {
    const fake = await fakeAi(provider);
    fake.replies.push({ kind: 'status', status: 429 });
    const error = await gradingError(graderFor(provider, fake.url));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe('The AI provider is rate limiting this API key: try again in a minute.');
    expect(fake.requests).toHaveLength(1);
  });

  it('answers 504 when the provider does not answer within AI_TIMEOUT_MS', async () => {
    const fake = await fakeAi(provider, { defaultReply: { kind: 'hang' } });
    const started = Date.now();
    const error = await gradingError(graderFor(provider, fake.url, { AI_TIMEOUT_MS: '300' }));
    expect(error.statusCode).toBe(504);
    expect(error.message).toBe('The AI provider did not answer within 0.3 seconds: try again in a moment (AI_TIMEOUT_MS sets how long to wait).');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(fake.requests).toHaveLength(1);
  });

  it('says where it could not connect', async () => {
    const closed = await closedPortUrl();
    const url = provider === 'anthropic' ? closed : `${closed}/v1`;
    const error = await gradingError(graderFor(provider, url));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(`Could not reach the AI provider at ${new URL(closed).host} (connection refused): check the network and AI_BASE_URL.`);
  });

  it('names the model when the provider does not know it (404)', async () => {
    const fake = await fakeAi(provider);
    fake.replies.push({ kind: 'status', status: 404, message: 'model: claude-sonnet-9' });
    const error = await gradingError(graderFor(provider, fake.url, { AI_MODEL: 'claude-sonnet-9' }));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe(
      `The AI provider does not know the model "claude-sonnet-9": choose a model it serves (in Settings, or AI_MODEL), and check that AI_BASE_URL (${fake.url}) is the API's address.`,
    );
  });

  it("passes on any other failure with its status and the provider's message, never the key", async () => {
    const fake = await fakeAi(provider);
    fake.replies.push({ kind: 'status', status: 500, message: `Upstream failure for key ${KEYS[provider]}` });
    const error = await gradingError(graderFor(provider, fake.url));
    expect(error.statusCode).toBe(502);
    expect(error.message).toBe('The AI provider answered 500: Upstream failure for key [API key]');
  });
});

describe('AI grader (OpenAI-compatible local server)', () => {
  it('runs with AI_BASE_URL and no key, and reads a fenced JSON answer from a server that ignores the schema', async () => {
    const fake = await fakeAi('openai');
    const answer = sampleAiAnswer({ overallGrade: 88, letterGrade: 'B' });
    fake.replies.push({ kind: 'text', text: `Here is the grade:\n\n\`\`\`json\n${JSON.stringify(answer, null, 2)}\n\`\`\`\nLet me know if you need more.` });
    const config = loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_MODEL: 'llava:13b' }).ai;
    const { grader, status } = createAi(config);
    expect(status).toEqual({ configured: true, provider: 'openai', model: 'llava:13b', message: null });
    const grade = await grader!.grade(gradeRequest());
    expect(grade.answer.overallGrade).toBe(88);
    expect(grade.answer.letterGrade).toBe('A-');
    // A local model has no list price.
    expect(grade.cost).toEqual({ model: 'llava:13b', input_tokens: fakeAiUsage(2).input, output_tokens: fakeAiUsage(2).output, usd: null });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.authorization).toMatch(/^Bearer \S+$/);
  });

  it("explains an OpenAI account out of credit (429 insufficient_quota) instead of asking to wait", async () => {
    const fake = await fakeAi('openai');
    fake.replies.push({ kind: 'status', status: 429, message: 'You exceeded your current quota.', code: 'insufficient_quota' });
    const error = await gradingError(graderFor('openai', fake.url));
    expect(error.message).toBe('The AI provider refused the request because the account has no credit left: add credit to it, then try again.');
  });
});

describe('AI set-up status', () => {
  it('says what to set when not configured, and never carries the key', () => {
    const none = createAi(loadConfig({}).ai);
    expect(none.grader).toBeNull();
    expect(none.status).toEqual({ configured: false, provider: 'anthropic', model: null, message: loadConfig({}).ai.missing });
    expect(none.status.message).toContain('ANTHROPIC_API_KEY');

    const openai = createAi(loadConfig({ AI_PROVIDER: 'openai' }).ai);
    expect(openai.grader).toBeNull();
    expect(openai.status.message).toContain('OPENAI_API_KEY');

    const set = createAi(loadConfig({ ANTHROPIC_API_KEY: KEYS.anthropic }).ai);
    expect(set.grader).toMatchObject({ provider: 'anthropic', model: DEFAULT_AI_MODELS.anthropic });
    expect(set.status).toEqual({ configured: true, provider: 'anthropic', model: DEFAULT_AI_MODELS.anthropic, message: null });
    expect(JSON.stringify(set.status)).not.toContain(KEYS.anthropic);
  });
});

describe('the answer schema', () => {
  /** Every object node of a JSON Schema, with where it is. */
  function objectNodes(node: Record<string, unknown>, at = '$'): { at: string; node: Record<string, unknown> }[] {
    const own = node.type === 'object' ? [{ at, node }] : [];
    const children = [
      ...Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>).map(([key, child]) => [`${at}.${key}`, child] as const),
      ...(node.items ? [[`${at}[]`, node.items as Record<string, unknown>] as const] : []),
    ];
    return [...own, ...children.flatMap(([where, child]) => objectNodes(child, where))];
  }

  it.each(['MOC', 'MIP', 'DAMAGED_PACKAGE', 'LOOSE'] as const)('is what strict structured outputs accept (%s)', (packaging: PackagingStatus) => {
    const schema = answerJsonSchema(packaging);
    expect(schema).not.toHaveProperty('$schema');
    const nodes = objectNodes(schema);
    expect(nodes.length).toBeGreaterThan(5);
    for (const { at, node } of nodes) {
      expect(node.additionalProperties, at).toBe(false);
      expect([...(node.required as string[])].sort(), at).toEqual(Object.keys(node.properties as object).sort());
    }
    expect(JSON.stringify(schema)).not.toMatch(/"(minimum|maximum)"/);
    const breakdownKeys = Object.keys((schema as { properties: { fullBreakdown: { properties: object } } }).properties.fullBreakdown.properties);
    const expected = Object.values(BREAKDOWN_KEYS).filter((key) => packaging !== 'LOOSE' || key !== 'packagingCondition');
    expect(breakdownKeys.sort()).toEqual(expected.sort());
    expect(Object.keys(schema.properties as object)).toEqual([
      'letterGrade', 'overallGrade', 'confidence', 'summary', 'itemIdentification', 'criticalDefects', 'fullBreakdown', 'specificObservations', 'recommendations',
    ]);
  });

  it('reads bare, fenced or prose-wrapped JSON, trims texts, drops empty entries and rounds scores', () => {
    const answer = sampleAiAnswer();
    expect(readAnswer(JSON.stringify(answer), 'MOC')).toEqual({ ok: true, answer });
    expect(readAnswer(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``, 'MOC')).toEqual({ ok: true, answer });
    expect(readAnswer(`Sure! ${JSON.stringify(answer)} Hope this helps.`, 'MOC')).toEqual({ ok: true, answer });

    const messy = sampleAiAnswer({ summary: '  Clean copy.  ', criticalDefects: ['  Cracked bubble ', '', '  '], overallGrade: 94.6, confidence: 77.7 });
    messy.fullBreakdown.paintCondition.score = 89.5;
    const read = readAnswer(JSON.stringify(messy), 'MOC');
    expect(read).toMatchObject({
      ok: true,
      answer: { summary: 'Clean copy.', criticalDefects: ['Cracked bubble'], overallGrade: 95, letterGrade: 'A+', confidence: 78, fullBreakdown: { paintCondition: { score: 90 } } },
    });
  });

  it.each<[string, unknown]>([
    ['prose only', 'A fine figure, I would say B+.'],
    ['a JSON list', [1, 2]],
    ['JSON cut off', JSON.stringify(sampleAiAnswer()).slice(0, 500)],
    ['a score over 100', sampleAiAnswer({ overallGrade: 120 })],
    ['a negative confidence', sampleAiAnswer({ confidence: -5 })],
    ['a score as text', { ...sampleAiAnswer(), overallGrade: '82' }],
    ['a list that is a string', { ...sampleAiAnswer(), recommendations: 'Keep it out of the sun.' }],
    ['a missing breakdown entry', { ...sampleAiAnswer(), fullBreakdown: { paintCondition: sampleAiAnswer().fullBreakdown.paintCondition } }],
  ])('refuses %s', (_what, content) => {
    const text = typeof content === 'string' ? content : JSON.stringify(content);
    expect(readAnswer(text, 'MOC')).toMatchObject({ ok: false, problem: expect.any(String) });
  });
});

describe('grading cost', () => {
  it.each<[string, number | null]>([
    // 10,000 input and 1,000 output tokens at each model's list price.
    ['claude-sonnet-5-5', 0.03],
    ['claude-sonnet-5', 0.03],
    ['claude-opus-5-5', 0.06],
    ['claude-opus-5', 0.075],
    ['claude-fable-5-1', 0.15],
    ['claude-haiku-5-5', 0.0015],
    ['claude-fable-5-2', null],
    ['claude-sonnet-4-5', 0.045],
    ['claude-sonnet-4-5-20250929', 0.045],
    ['claude-sonnet-4-6', 0.045],
    ['claude-opus-4-1-20250805', 0.225],
    ['claude-opus-4-5', 0.075],
    ['claude-opus-4-6', 0.075],
    ['claude-haiku-4-5', 0.015],
    ['claude-3-5-haiku-latest', 0.012],
    ['gpt-4.1', 0.028],
    ['gpt-4.1-mini-2025-04-14', 0.0056],
    ['gpt-4o', 0.035],
    ['gpt-4o-mini', 0.0021],
    ['gpt-5', 0.0225],
    ['gpt-5-mini', 0.0045],
    ['llava:13b', null],
    ['gpt-5.9-experimental', null],
  ])('prices %s', (model, usd) => {
    expect(aiCost(model, [{ input: 6000, output: 600 }, { input: 4000, output: 400 }])).toEqual({ model, input_tokens: 10_000, output_tokens: 1000, usd });
  });
});

/** An address nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
