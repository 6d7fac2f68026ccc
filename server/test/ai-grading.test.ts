// AI grading through the API against the fake providers: the route, the photo intake and the real AI clients together.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { GRADING, photoRequirementsFor } from '@tmnt/domain';
import { loadConfig } from '../src/config.ts';
import { createAi } from '../src/grading/index.ts';
import { buildTestApp, figureId } from './helpers.ts';
import { fakeAiUsage, sampleAiAnswer, startFakeAi, type FakeAiReply } from './support/fake-ai.ts';

type Provider = 'anthropic' | 'openai';
type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const KEYS: Record<Provider, string> = { anthropic: 'sk-ant-route-test-key', openai: 'sk-proj-route-test-key' };
const MODELS: Record<Provider, { name: string; input: number; output: number }> = {
  anthropic: { name: 'claude-sonnet-5-5', input: 2, output: 10 },
  openai: { name: 'gpt-4.1', input: 2, output: 8 },
};
const REQUIRED = photoRequirementsFor('MOC').filter((r) => r.required).map((r) => r.name);
const ACCESSORIES = ['Katana (2)', 'Turtle fist dagger (2)', 'Ninja star (2)', 'Kama', 'Weapon rack'];

async function setUp(provider: Provider, fakeOptions?: Parameters<typeof startFakeAi>[1], env: Record<string, string> = {}) {
  const fake = await startFakeAi(provider, fakeOptions);
  onTestFinished(() => fake.close());
  const config = loadConfig({
    AI_PROVIDER: provider,
    [provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY']: KEYS[provider],
    AI_MODEL: MODELS[provider].name,
    AI_BASE_URL: fake.url,
    ...env,
  });
  const { app, db, dataDir } = await buildTestApp({ ai: createAi(config.ai) });
  const res = await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' } });
  expect(res.statusCode).toBe(201);
  return { fake, app, dataDir, id: res.json().id as number };
}

/** The grading form as the wizard sends it: a photo per required view of a carded copy, the accessories, the packaging. */
async function gradingForm(seed: number) {
  const form = new FormData();
  for (const [i, requirement] of REQUIRED.entries()) {
    // The first is larger than the model takes, for it to get a resized copy.
    const [width, height] = i === 0 ? [2000, 1500] : [1000, 750];
    const colour = { r: (seed * 40 + i * 25) % 256, g: (i * 60) % 256, b: 200 - i * 10 };
    const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
    form.append(`photo_${i}`, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `shot-${i}.jpg`);
    form.append(`photo_${i}_requirement`, requirement);
  }
  form.append('expected_accessories', JSON.stringify(ACCESSORIES));
  form.append('packaging_status', 'MOC');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** Two forms of different pictures, made once. */
const forms: Awaited<ReturnType<typeof gradingForm>>[] = [];
beforeAll(async () => {
  forms.push(await gradingForm(1), await gradingForm(2));
});

const grade = (app: App, id: number, form: 0 | 1) => app.inject({ method: 'POST', url: `/api/inventory/${id}/grade`, ...forms[form] });
const item = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}`)).json();
const history = async (app: App, id: number) => (await app.inject(`/api/inventory/${id}/grades`)).json();
const uploadsIn = (dataDir: string) => (fs.existsSync(path.join(dataDir, 'uploads')) ? fs.readdirSync(path.join(dataDir, 'uploads')).sort() : []);

/** The images the fake provider received, decoded, in order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function sentImages(provider: Provider, body: any): Buffer[] {
  const content = body.messages.find((m: { role: string }) => m.role === 'user').content;
  return provider === 'anthropic'
    ? content.filter((b: { type: string }) => b.type === 'image').map((b: { source: { data: string } }) => Buffer.from(b.source.data, 'base64'))
    : content.filter((b: { type: string }) => b.type === 'image_url').map((b: { image_url: { url: string } }) => Buffer.from(b.image_url.url.split(',')[1], 'base64'));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const promptText = (body: any): string =>
  body.messages
    .flatMap((m: { content: unknown }) => (typeof m.content === 'string' ? [m.content] : (m.content as { type: string; text?: string }[]).map((b) => b.text ?? '')))
    .join('\n');

describe.each(['anthropic', 'openai'] as const)('AI grading through the API (%s)', (provider) => {
  it('grades the photos with the provider, answers the grade result with its cost, and stores it', async () => {
    const { fake, app, dataDir, id } = await setUp(provider);
    // The model's letter is not trusted: 72 is a B-.
    fake.replies.push({ kind: 'grade', answer: sampleAiAnswer({ letterGrade: 'A+', overallGrade: 72 }) });
    const res = await grade(app, id, 0);
    expect(res.statusCode).toBe(200);
    const result = res.json();

    const usage = fakeAiUsage(REQUIRED.length);
    const { name, input, output } = MODELS[provider];
    const cost = { model: name, input_tokens: usage.input, output_tokens: usage.output, usd: Math.round(usage.input * input + usage.output * output) / 1e6 };
    expect(result).toMatchObject({ method: 'ai', letterGrade: 'B-', overallGrade: 72, confidence: 78, cost, breakdown: { packaging: { score: 70 } } });
    expect(result.grading_photos).toHaveLength(REQUIRED.length);
    expect(uploadsIn(dataDir)).toEqual(result.grading_photos.map((a: string) => path.basename(a)).sort());

    const stored = await item(app, id);
    expect(stored).toMatchObject({ ai_grade_overall: 72, grading_photos: result.grading_photos, ai_grade_details: { letterGrade: 'B-', method: 'ai', cost } });
    expect(await history(app, id)).toEqual([expect.objectContaining({ method: 'ai', overall: 72, letter_grade: 'B-', cost })]);

    // What reached the provider: every photo as a JPEG no longer than the model's edge, the figure and its accessories.
    expect(fake.requests).toHaveLength(1);
    const { body, headers } = fake.requests[0];
    expect(body.model).toBe(name);
    expect(headers.authorization ?? headers['x-api-key']).toContain(KEYS[provider]);
    const images = sentImages(provider, body);
    expect(images).toHaveLength(REQUIRED.length);
    for (const image of images) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(GRADING.modelLongEdge);
    }
    expect((await sharp(images[0]).metadata()).width).toBe(GRADING.modelLongEdge);
    const text = promptText(body);
    expect(text).toContain('Leonardo');
    expect(text).toContain(`Expected accessories: ${ACCESSORIES.join(', ')}.`);
    REQUIRED.forEach((requirement, i) => expect(text).toContain(`Photo ${i + 1}: ${requirement}`));

    // The set-up the wizard reads names the provider and model, never the key.
    const setup = await app.inject('/api/grading/setup');
    expect(setup.json()).toEqual({ ai: { configured: true, provider, model: name, message: null } });
    expect(setup.body).not.toContain(KEYS[provider]);
  });

  it.each<[string, FakeAiReply[], Record<string, string>, number, string]>([
    ['the key is rejected', [{ kind: 'status', status: 401 }], {}, 502, 'The AI provider rejected the API key: check'],
    [
      'the answer cannot be read twice',
      [{ kind: 'text', text: 'Looks like a B+ to me.' }, { kind: 'text', text: '```json\n{"overallGrade": "high"}\n```' }],
      {},
      502,
      'The AI answer could not be read',
    ],
    ['the provider does not answer in time', [{ kind: 'hang' }], { AI_TIMEOUT_MS: '300' }, 504, 'The AI provider did not answer within 0.3 seconds'],
  ])('changes nothing when %s', async (_what, replies, env, status, message) => {
    const { fake, app, dataDir, id } = await setUp(provider, undefined, env);
    const first = await grade(app, id, 0);
    expect(first.statusCode).toBe(200);
    const before = { item: await item(app, id), history: await history(app, id), uploads: uploadsIn(dataDir) };

    fake.replies.push(...replies);
    const res = await grade(app, id, 1);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatch(new RegExp(`^${message.replace(/[.()]/g, '\\$&')}`));
    expect(res.body).not.toContain(KEYS[provider]);
    // One call for the first grading, then one per reply queued: the unreadable answer was asked for again, once.
    expect(fake.requests).toHaveLength(1 + replies.length);

    expect(await item(app, id)).toEqual(before.item);
    expect(await history(app, id)).toEqual(before.history);
    // This grading's photos (other pictures than the first grading's) are gone again.
    expect(uploadsIn(dataDir)).toEqual(before.uploads);
  });
});
