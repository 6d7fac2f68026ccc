// Services set up in Settings (GET/PUT/DELETE /api/settings/services): checked with a real call against local fakes,
// kept in DATA_DIR/services.json (mode 0600, in no backup), never answered, used at once, the environment winning.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { photoRequirementsFor } from '@tmnt/domain';
import { createBackup } from '../src/backup/index.ts';
import { ServiceSettings } from '../src/settings/index.ts';
import { buildTestApp, fakeServer, figureId } from './helpers.ts';
import { startFakeAi } from './support/fake-ai.ts';
import { FAKE_EBAY_CLIENT, startFakeEbay } from './support/fake-ebay.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const put = (app: App, service: string, payload: unknown) => app.inject({ method: 'PUT', url: `/api/settings/services/${service}`, payload: payload as object });
const services = async (app: App) => (await app.inject('/api/settings/services')).json();
const servicesFile = (dataDir: string) => path.join(dataDir, 'services.json');

async function fakeEbay() {
  const fake = await startFakeEbay();
  onTestFinished(() => fake.close());
  return fake;
}

async function fakeAi(apiKey: string) {
  const fake = await startFakeAi('anthropic', { apiKey });
  onTestFinished(() => fake.close());
  return fake;
}

/** A UPC database speaking UPCitemdb's API, taking one key (user_key), refusing others as UPCitemdb does. */
function fakeUpcDatabase(key: string) {
  return fakeServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.headers.user_key !== key) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ code: 'INVALID_KEY', message: 'Authentication failed' }));
    }
    const upc = new URL(req.url!, 'http://x').searchParams.get('upc');
    const items = upc === '012345678905' ? [{ title: 'Teenage Mutant Ninja Turtles Raphael 1988 Playmates Action Figure', brand: 'Playmates' }] : [];
    res.end(JSON.stringify({ code: 'OK', total: items.length, offset: 0, items }));
  });
}

/** A grading form of small photos, one per required view of a carded copy. */
async function gradingForm() {
  const form = new FormData();
  const required = photoRequirementsFor('MOC').filter((r) => r.required);
  for (const [i, requirement] of required.entries()) {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 * i, g: 90, b: 160 } } }).jpeg().toBuffer();
    form.append(`photo_${i}`, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `shot-${i}.jpg`);
    form.append(`photo_${i}_requirement`, requirement.name);
  }
  form.append('expected_accessories', JSON.stringify(['Katana (2)']));
  form.append('packaging_status', 'MOC');
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

describe('services set up in Settings', () => {
  it('answers every service as not set up, and where saved values are kept', async () => {
    const { app, dataDir } = await buildTestApp();
    const answer = await services(app);
    expect(answer.file).toBe(servicesFile(dataDir));
    expect(answer.ebay).toMatchObject({ configured: true, saved: false, fields: { client_id: { value: null, env: null }, client_secret: { value: null, env: null } } });
    expect(answer.ai).toMatchObject({ configured: false, saved: false, fields: { provider: { value: 'anthropic', env: null }, api_key: { value: null, env: null }, base_url: { value: null, env: null } } });
    expect(answer.upc_lookup).toMatchObject({ configured: false, saved: false, fields: { lookup_url: { value: null, env: null }, api_key: { value: null, env: null } } });
    expect(fs.existsSync(servicesFile(dataDir))).toBe(false);
  });

  it('eBay: checks the keys with a token call, keeps them in a file only its user reads, never answers them, and refreshes with them at once', async () => {
    const fake = await fakeEbay();
    fake.setActive('*', [{ itemId: 'v1|1|0', title: 'Vintage TMNT Leonardo 1988 loose figure', price: '35.00' }]);
    const { app, db, dataDir } = await buildTestApp({ serviceEnv: { EBAY_API_BASE: fake.url, EBAY_SOLD_SEARCH: 'off' } });
    const leo = await figureId(db, 'Leonardo', 1988);
    // No keys yet: no source to refresh from.
    expect((await app.inject(`/api/figures/${leo}/prices?refresh=true`)).statusCode).toBe(503);

    const res = await put(app, 'ebay', { client_id: FAKE_EBAY_CLIENT.id, client_secret: FAKE_EBAY_CLIENT.secret });
    expect(res.statusCode).toBe(200);
    expect(res.json().checked).toBe('eBay accepted the keys: active listings are searched with them from now on.');
    expect(fake.tokenRequests()).toBe(1);
    expect(res.json().services.ebay).toMatchObject({
      configured: true, saved: true,
      fields: { client_id: { value: `set, ending in …${FAKE_EBAY_CLIENT.id.slice(-4)}`, env: null }, client_secret: { value: 'set, ending in …cret', env: null } },
    });
    const answers = [res.body, (await app.inject('/api/settings/services')).body, (await app.inject('/api/settings')).body];
    for (const body of answers) for (const secret of [FAKE_EBAY_CLIENT.id, FAKE_EBAY_CLIENT.secret]) expect(body).not.toContain(secret);

    // Kept in DATA_DIR, readable by this user only, read again at the next start.
    expect(fs.statSync(servicesFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(servicesFile(dataDir), 'utf8'))).toEqual({ ebay: { client_id: FAKE_EBAY_CLIENT.id, client_secret: FAKE_EBAY_CLIENT.secret } });
    expect(ServiceSettings.read(dataDir, {}).configs().ebay.keys).toEqual({ clientId: FAKE_EBAY_CLIENT.id, clientSecret: FAKE_EBAY_CLIENT.secret });
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('.tmp'))).toEqual([]);

    // Used without a restart: the refresh searches the Browse API with them.
    const refreshed = await app.inject(`/api/figures/${leo}/prices?refresh=true`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().sources).toContainEqual({ source: 'ebay', status: 'ok', message: '1 listing found, 1 about this figure' });
    expect(fake.requests.filter((r) => r.path === '/buy/browse/v1/item_summary/search')).toHaveLength(1);

    // Not in a backup.
    const backup = await createBackup(db, dataDir);
    for (const [name, bytes] of Object.entries(unzipSync(fs.readFileSync(backup.file)))) {
      expect(name).not.toContain('services');
      expect(Buffer.from(bytes).includes(FAKE_EBAY_CLIENT.secret)).toBe(false);
    }

    // Removed: the file forgets them, and the refresh has no source again.
    const removed = await app.inject({ method: 'DELETE', url: '/api/settings/services/ebay' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().ebay).toMatchObject({ saved: false, fields: { client_secret: { value: null } } });
    expect(JSON.parse(fs.readFileSync(servicesFile(dataDir), 'utf8'))).toEqual({});
    expect((await app.inject(`/api/figures/${leo}/prices?refresh=true`)).json().sources).toContainEqual(expect.objectContaining({ source: 'ebay', status: 'not_configured' }));
  });

  it('eBay: refused keys are answered 400 naming the field, an unreachable eBay 502, and nothing is saved or used', async () => {
    const fake = await fakeEbay();
    const { app, db, dataDir } = await buildTestApp({ serviceEnv: { EBAY_API_BASE: fake.url, EBAY_SOLD_SEARCH: 'off' } });
    const refused = await put(app, 'ebay', { client_id: FAKE_EBAY_CLIENT.id, client_secret: 'not-the-secret' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'eBay refused these keys: invalid_client', field: 'client_secret' }]);
    expect(fs.existsSync(servicesFile(dataDir))).toBe(false);
    expect((await services(app)).ebay.saved).toBe(false);
    expect((await app.inject(`/api/figures/${await figureId(db, 'Leonardo', 1988)}/prices?refresh=true`)).statusCode).toBe(503);

    // Both keys are needed; a key left out keeps the saved one, and there is none.
    expect((await put(app, 'ebay', { client_id: FAKE_EBAY_CLIENT.id })).json()).toEqual({ error: 'Client secret is required', field: 'client_secret' });

    const closed = await buildTestApp({ serviceEnv: { EBAY_API_BASE: 'http://127.0.0.1:9' } });
    const unreachable = await put(closed.app, 'ebay', { client_id: FAKE_EBAY_CLIENT.id, client_secret: FAKE_EBAY_CLIENT.secret });
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().error).toMatch(/^The keys could not be checked: eBay Browse API \(127\.0\.0\.1:9\) could not be reached/);
    expect(fs.existsSync(servicesFile(closed.dataDir))).toBe(false);
  });

  it('AI: a refused key changes nothing; a good one is checked with a tiny request, answered masked, and grades at once; a key left out is kept', async () => {
    const key = 'sk-ant-settings-test-4f2a';
    const fake = await fakeAi(key);
    const { app, db } = await buildTestApp();
    const copy = (await app.inject({ method: 'POST', url: '/api/inventory', payload: { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' } })).json();

    expect((await app.inject('/api/inventory/financial-analysis')).json()).toMatchObject({ insights_source: 'rules', insights_problem: null });

    const refused = await put(app, 'ai', { provider: 'anthropic', api_key: 'sk-ant-wrong-key-0000', base_url: fake.url });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'api_key', error: expect.stringMatching(/^The AI provider rejected the API key/) });
    expect((await app.inject('/api/grading/setup')).json().ai.configured).toBe(false);
    expect((await services(app)).ai.saved).toBe(false);

    const res = await put(app, 'ai', { provider: 'anthropic', model: 'claude-haiku-5', api_key: key, base_url: fake.url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().checked).toBe('Anthropic answered with claude-haiku-5: AI grading and insights use it from now on.');
    const check = fake.requests.at(-1)!;
    expect(check.body).toMatchObject({ model: 'claude-haiku-5', max_tokens: 16 });
    expect(res.json().services.ai.fields).toEqual({
      provider: { value: 'anthropic', env: null }, model: { value: 'claude-haiku-5', env: null }, api_key: { value: 'set, ending in …4f2a', env: null }, base_url: { value: fake.url, env: null },
    });
    for (const body of [res.body, (await app.inject('/api/settings/services')).body, (await app.inject('/api/settings')).body]) expect(body).not.toContain(key);

    // Used at once: the analysis asks it for insights (the fake answers a grade, so they fall back to rules, saying why),
    const asked = fake.requests.length;
    expect((await app.inject('/api/inventory/financial-analysis')).json().insights_problem).toMatch(/^AI insights failed/);
    expect(fake.requests.length).toBeGreaterThan(asked);
    // the wizard sees it, and grading reaches the fake.
    expect((await app.inject('/api/grading/setup')).json().ai).toEqual({ configured: true, provider: 'anthropic', model: 'claude-haiku-5', message: null });
    const graded = await app.inject({ method: 'POST', url: `/api/inventory/${copy.id}/grade`, ...(await gradingForm()) });
    expect(graded.statusCode, graded.body).toBe(200);
    const { headers } = fake.requests.at(-1)!;
    expect(headers['x-api-key'] ?? headers.authorization).toContain(key);

    // Another model, the key left out: the saved key is kept (the fake takes only it).
    const changed = await put(app, 'ai', { provider: 'anthropic', model: 'claude-sonnet-5-5', base_url: fake.url });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().services.ai.fields.api_key.value).toBe('set, ending in …4f2a');

    // Another provider: the Anthropic key is not sent to it.
    expect((await put(app, 'ai', { provider: 'openai', model: 'gpt-4.1' })).json()).toMatchObject({ field: 'api_key', error: expect.stringMatching(/^AI grading is not set up: enter an OpenAI API key/) });

    // Removed: not set up again.
    expect((await app.inject({ method: 'DELETE', url: '/api/settings/services/ai' })).json().ai).toMatchObject({ configured: false, saved: false });
    expect((await app.inject('/api/grading/setup')).json().ai.configured).toBe(false);
  });

  it('AI: an unreachable provider is answered 502 and nothing is saved', async () => {
    const { app, dataDir } = await buildTestApp();
    const res = await put(app, 'ai', { provider: 'openai', base_url: 'http://127.0.0.1:9/v1' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatch(/^Could not reach the AI provider at 127\.0\.0\.1:9/);
    expect(fs.existsSync(servicesFile(dataDir))).toBe(false);
  });

  it('UPC lookup: checked with a lookup, a refused key changes nothing, a good one names unknown codes at once', async () => {
    const key = 'upc-key-1234567890-abcd';
    const upcDb = await fakeUpcDatabase(key);
    const { app, dataDir } = await buildTestApp();
    const lookupUrl = `${upcDb.url}/prod/v1/lookup`;

    const refused = await put(app, 'upc_lookup', { lookup_url: lookupUrl, api_key: 'wrong-key-000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'api_key', error: expect.stringMatching(/^The UPC database refused this key: .*answered 401: Authentication failed$/) });
    expect(fs.existsSync(servicesFile(dataDir))).toBe(false);

    const res = await put(app, 'upc_lookup', { lookup_url: lookupUrl, api_key: key });
    expect(res.statusCode).toBe(200);
    expect(res.json().checked).toBe('The UPC database answered a lookup of 036000291452 (0 products found): unknown codes are looked up there from now on.');
    expect(res.json().services.upc_lookup.fields).toEqual({ lookup_url: { value: lookupUrl, env: null }, api_key: { value: 'set, ending in …abcd', env: null } });
    expect(res.body).not.toContain(key);

    const lookup = await app.inject({ method: 'POST', url: '/api/figures/lookup', payload: { upc: '012345678905' } });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json().candidates.some((f: { name: string }) => f.name === 'Raphael')).toBe(true);

    await app.inject({ method: 'DELETE', url: '/api/settings/services/upc_lookup' });
    const asked = upcDb.requests.length;
    expect((await app.inject({ method: 'POST', url: '/api/figures/lookup', payload: { upc: '012345678905' } })).json()).toEqual({ error: 'No figure found for UPC 012345678905' });
    expect(upcDb.requests.length).toBe(asked);
  });

  it('the environment wins: its fields are answered as set there and cannot be changed', async () => {
    const key = 'upc-env-key-000000-9f9f';
    const upcDb = await fakeUpcDatabase(key);
    const { app } = await buildTestApp({ serviceEnv: { UPC_LOOKUP_URL: `${upcDb.url}/lookup`, UPC_LOOKUP_KEY: key, AI_PROVIDER: 'openai', EBAY_CLIENT_ID: '' } });
    const answer = await services(app);
    expect(answer.upc_lookup.fields).toEqual({ lookup_url: { value: `${upcDb.url}/lookup`, env: 'UPC_LOOKUP_URL' }, api_key: { value: 'set, ending in …9f9f', env: 'UPC_LOOKUP_KEY' } });
    expect(answer.ai.fields.provider).toEqual({ value: 'openai', env: 'AI_PROVIDER' });
    expect(answer.ai.fields.api_key.env).toBe(null);
    // An empty variable (as a copied .env.example leaves them) sets nothing.
    expect(answer.ebay.fields.client_id.env).toBe(null);
    expect(JSON.stringify(answer)).not.toContain(key);

    expect((await put(app, 'upc_lookup', { lookup_url: 'https://upc.example.com/lookup' })).json()).toEqual({
      error: 'Lookup URL is set by UPC_LOOKUP_URL in the environment, which wins over Settings: change it there', field: 'lookup_url',
    });
    expect((await put(app, 'ai', { provider: 'anthropic', api_key: 'sk-ant-whatever-1234' })).json()).toMatchObject({ field: 'provider' });
  });

  it('refuses what is not a setting: unknown fields, an address that is not one, a service that does not exist', async () => {
    const { app } = await buildTestApp();
    expect((await put(app, 'upc_lookup', { lookup_url: 'https://upc.example.com', secret: 'x' })).json()).toMatchObject({ error: 'Unknown field "secret"' });
    expect((await put(app, 'upc_lookup', { lookup_url: 'ftp://upc.example.com' })).json()).toMatchObject({ field: 'lookup_url', error: 'Lookup URL must be a web address starting with http:// or https://' });
    expect((await put(app, 'ai', { provider: 'gemini' })).json()).toMatchObject({ field: 'provider', error: 'Provider must be one of: anthropic, openai' });
    expect((await app.inject({ method: 'DELETE', url: '/api/settings/services/dropbox' })).statusCode).toBe(400);
  });
});
