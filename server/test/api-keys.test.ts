// API keys (issue 41): made in Settings, shown once, kept as hashes, scoped, revoked at once on every instance,
// expired, never in a backup or an export, and checked with no query of their own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { unzipSync } from 'fflate';
import type { QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { buildTestApp, figureId, freshDatabase, onPostgres, tempDataDir } from './helpers.ts';

const PASSWORD = 'correct horse battery staple';
const SECRET = 'a-test-session-secret-of-32-characters-or-more';
const REFUSED = { error: 'Refused: this API key is unknown, revoked or expired' };

async function logIn(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0];
}

/** Makes a key through Settings (with a session); its answer, the key in full among it. */
async function makeKey(app: App, cookie: string, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; key: string; name: string; scope: string; last4: string; created_at: string; expires_at: string | null; last_used_at: string | null; expired: boolean };
}

/** A request as a script sends it: the key, no cookie, no Origin. */
const withKey = (app: App, key: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload !== undefined && { payload: payload as object }) });

/** An app that asks for a password, logged in once for Settings. */
async function guardedApp() {
  const made = await buildTestApp({ access: { password: PASSWORD, sessionSecret: SECRET } });
  return { ...made, cookie: await logIn(made.app) };
}

describe('making a key', () => {
  it('shows the key once; the list shows its name, scope, last 4 characters, when made and last used; only its hash is stored', async () => {
    const { app, db, cookie } = await guardedApp();
    const made = await makeKey(app, cookie, { name: 'Home Assistant', scope: 'read' });
    expect(made.key).toMatch(/^tmnt_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Home Assistant', scope: 'read', last4: made.key.slice(-4), expires_at: null, last_used_at: null, expired: false });
    expect(Math.abs(Date.parse(made.created_at) - Date.now())).toBeLessThan(5000);

    const list = (await app.inject({ url: '/api/api-keys', headers: { cookie } })).json();
    expect(list).toEqual([{ id: made.id, name: 'Home Assistant', scope: 'read', last4: made.key.slice(-4), created_at: made.created_at, expires_at: null, last_used_at: null, expired: false }]);
    expect(JSON.stringify(list)).not.toContain(made.key);

    const rows = await db.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash).toBe(crypto.createHash('sha256').update(made.key).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(made.key.slice(5, 20));
  });

  it('refuses a key without a name, of another scope, or ending in the past, naming the field', async () => {
    const { app, cookie } = await guardedApp();
    const refused = async (body: Record<string, unknown>, field: string, message: RegExp) => {
      const res = await app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().error).toMatch(message);
    };
    await refused({ name: ' ', scope: 'read' }, 'name', /^Name is required/);
    await refused({ name: 'x'.repeat(101), scope: 'read' }, 'name', /at most 100 characters/);
    await refused({ name: 'Script', scope: 'admin' }, 'scope', /^Scope must be one of: read, write$/);
    await refused({ name: 'Script', scope: 'write', expires_at: '2020-01-01T00:00:00Z' }, 'expires_at', /^Expires must be a moment in the future$/);
    await refused({ name: 'Script', scope: 'write', expires_at: 'next week' }, 'expires_at', /^Expires must be a real date and time/);
    const unknown = await app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: { name: 'Script', scope: 'write', owner: 'me' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Unknown field "owner"');
    expect((await app.inject({ url: '/api/api-keys', headers: { cookie } })).json()).toEqual([]);
  });
});

describe('using a key', () => {
  it('needs no session, cookie or Origin; a read key reads, and is refused a write and a backup with 403 naming its scope', async () => {
    const { app, db, cookie } = await guardedApp();
    const { key } = await makeKey(app, cookie, { name: 'Dashboard panel', scope: 'read' });
    const leo = await figureId(db, 'Leonardo', 1988);

    expect((await withKey(app, key, 'GET', '/api/inventory')).statusCode).toBe(200);
    expect((await withKey(app, key, 'GET', '/api/inventory/stats')).statusCode).toBe(200);
    expect((await withKey(app, key, 'GET', '/api/openapi.json')).statusCode).toBe(200);

    const write = await withKey(app, key, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ error: "Refused: this API key's scope is read, and POST /api/inventory needs write" });
    const backup = await withKey(app, key, 'POST', '/api/backup');
    expect(backup.statusCode).toBe(403);
    expect(backup.json().error).toBe('Refused: POST /api/backup takes a login, never an API key (backups, restores, settings, sessions and the keys themselves)');
    expect((await app.inject({ url: '/api/inventory', headers: { cookie } })).json()).toEqual([]);
  });

  it('a write key reads and writes, and is refused backups, restores, settings, sessions and the keys themselves', async () => {
    const { app, db, cookie } = await guardedApp();
    const { key } = await makeKey(app, cookie, { name: 'Import script', scope: 'write' });
    const leo = await figureId(db, 'Leonardo', 1988);

    const created = await withKey(app, key, 'POST', '/api/inventory', { figure_id: leo, condition: 'Good', purchase_price: 12 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await withKey(app, key, 'PATCH', `/api/inventory/${id}`, { notes: 'From a script' })).statusCode).toBe(200);
    expect((await withKey(app, key, 'GET', `/api/inventory/${id}`)).json().notes).toBe('From a script');
    expect((await withKey(app, key, 'DELETE', `/api/inventory/${id}`)).statusCode).toBe(204);

    for (const [method, url] of [
      ['POST', '/api/backup'], ['POST', '/api/backup/restore'], ['GET', '/api/backup/files/backup-x.zip'], ['GET', '/api/settings'], ['PUT', '/api/settings/services/ai'],
      ['PUT', '/api/money'], ['POST', '/api/alerts/test'], ['GET', '/api/api-keys'], ['POST', '/api/api-keys'], ['DELETE', '/api/api-keys/1'],
    ] as const) {
      const res = await withKey(app, key, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatch(/takes a login, never an API key/);
    }
    // A key is no session: the sessions' own routes do not take it either.
    expect((await withKey(app, key, 'POST', '/api/auth/logout-everywhere')).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/inventory', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses an unknown key with 401, a missing one as having no login, and holds back an address that keeps guessing', async () => {
    const { app } = await guardedApp();
    for (const key of ['tmnt_unknown', `tmnt_${'A'.repeat(43)}`, 'not-even-ours']) {
      const res = await withKey(app, key, 'GET', '/api/inventory');
      expect(res.statusCode, key).toBe(401);
      expect(res.json()).toEqual(REFUSED);
    }
    // Another scheme is not a key: the request has no login.
    expect((await app.inject({ url: '/api/inventory', headers: { authorization: `Basic ${Buffer.from(`x:${PASSWORD}`).toString('base64')}` } })).json()).toEqual({ error: 'Log in first' });
    const guess = (remoteAddress: string) => app.inject({ url: '/api/inventory', remoteAddress, headers: { authorization: `Bearer tmnt_${crypto.randomBytes(32).toString('base64url')}` } });
    for (let n = 1; n <= 10; n++) expect((await guess('192.0.2.7')).statusCode).toBe(401);
    const held = await guess('192.0.2.7');
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^Too many refused API keys from this address: try again in \d+ seconds?$/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await guess('192.0.2.8')).statusCode).toBe(401);
  });

  it('checks a key even where no login is asked (loopback without a password)', async () => {
    const { app, db } = await buildTestApp();
    const made = (await app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'Script', scope: 'read' } })).json();
    expect((await withKey(app, made.key, 'GET', '/api/inventory')).statusCode).toBe(200);
    expect((await withKey(app, made.key, 'POST', '/api/inventory', { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' })).statusCode).toBe(403);
    expect((await withKey(app, 'tmnt_nothing', 'GET', '/api/inventory')).json()).toEqual(REFUSED);
  });

  it('records when a key was last used, at most once a minute', async () => {
    const { app, db, cookie } = await guardedApp();
    const made = await makeKey(app, cookie, { name: 'Script', scope: 'read' });
    const before = Date.now();
    expect((await withKey(app, made.key, 'GET', '/api/inventory')).statusCode).toBe(200);
    const [listed] = (await app.inject({ url: '/api/api-keys', headers: { cookie } })).json();
    expect(Date.parse(listed.last_used_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(listed.last_used_at)).toBeLessThanOrEqual(Date.now());

    // Later requests within the minute write nothing.
    await db.updateTable('api_keys').set({ last_used_at: '2026-01-01T00:00:00.000Z' }).execute();
    for (let i = 0; i < 5; i++) expect((await withKey(app, made.key, 'GET', '/api/inventory')).statusCode).toBe(200);
    await app.inject({ url: '/api/api-keys', headers: { cookie } });
    expect((await db.selectFrom('api_keys').select('last_used_at').executeTakeFirstOrThrow()).last_used_at).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('ending a key', () => {
  it('an expired key is refused as an unknown one, and listed as expired', async () => {
    const { app, cookie } = await guardedApp();
    const made = await makeKey(app, cookie, { name: 'Short-lived', scope: 'read', expires_at: new Date(Date.now() + 1500).toISOString() });
    expect((await withKey(app, made.key, 'GET', '/api/inventory')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const res = await withKey(app, made.key, 'GET', '/api/inventory');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
    expect((await app.inject({ url: '/api/api-keys', headers: { cookie } })).json()[0]).toMatchObject({ id: made.id, expired: true });
  });

  it('revoking ends it at once on every instance sharing the database, and costs no query per request while it works', async () => {
    const location = await freshDatabase();
    let keyQueries = 0;
    const watch = {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        if (JSON.stringify(node).includes('"api_keys"')) keyQueries++;
        return node;
      },
      transformResult: async ({ result }: { result: QueryResult<UnknownRow> }) => result,
    };
    const instances: App[] = [];
    for (const watched of [true, false]) {
      const db = await openDatabase({ ...location, poolSize: 2 });
      const app = await buildApp({ db: watched ? db.withPlugin(watch) : db, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web'), access: { password: PASSWORD, sessionSecret: SECRET } });
      onTestFinished(async () => {
        await app.close();
        await db.destroy();
      });
      instances.push(app);
    }
    const [a, b] = instances;
    const cookie = await logIn(b);
    const made = await makeKey(b, cookie, { name: 'Script', scope: 'read' });
    expect((await withKey(a, made.key, 'GET', '/api/inventory')).statusCode).toBe(200);
    await a.inject({ url: '/api/api-keys', headers: { cookie } });
    keyQueries = 0;
    for (let i = 0; i < 20; i++) expect((await withKey(a, made.key, 'GET', '/api/inventory')).statusCode).toBe(200);
    expect(keyQueries).toBe(0);

    expect((await b.inject({ method: 'DELETE', url: `/api/api-keys/${made.id}`, headers: { cookie } })).statusCode).toBe(204);
    expect((await withKey(a, made.key, 'GET', '/api/inventory')).json()).toEqual(REFUSED);
    expect((await withKey(b, made.key, 'GET', '/api/inventory')).json()).toEqual(REFUSED);
    expect((await b.inject({ method: 'DELETE', url: `/api/api-keys/${made.id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await b.inject({ url: '/api/api-keys', headers: { cookie } })).json()).toEqual([]);
  });
});

describe('a key is in no backup and no export', () => {
  it('neither as its hash nor as its name', async () => {
    const { app, db, cookie, dataDir } = await guardedApp();
    const made = await makeKey(app, cookie, { name: 'Very secret script name', scope: 'write' });
    await withKey(app, made.key, 'POST', '/api/inventory', { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' });
    const [row] = await db.selectFrom('api_keys').select('key_hash').execute();

    const backup = await app.inject({ method: 'POST', url: '/api/backup', headers: { cookie } });
    expect(backup.statusCode).toBe(201);
    const bytes = fs.readFileSync(path.join(dataDir, 'backups', backup.json().name));
    const entries = unzipSync(bytes);
    if (onPostgres) {
      expect(Object.keys(entries)).not.toContain('tables/api_keys.json');
      expect(Object.keys(entries)).toContain('tables/inventory_items.json');
    } else {
      const file = path.join(tempDataDir(), 'copy.db');
      fs.writeFileSync(file, entries['collection.db']);
      const copy = new SQLite(file, { readonly: true });
      expect(copy.prepare('select count(*) as n from api_keys').get()).toEqual({ n: 0 });
      expect(copy.prepare('select count(*) as n from inventory_items').get()).toEqual({ n: 1 });
      copy.close();
    }
    // Not even in the file's free pages.
    for (const entry of Object.values(entries)) {
      const text = Buffer.from(entry).toString('latin1');
      expect(text).not.toContain(row.key_hash);
      expect(text).not.toContain('Very secret script name');
    }

    const exported = await app.inject({ url: '/api/inventory/export/full', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(row.key_hash);
    expect(exported.body).not.toContain('Very secret script name');
  });
});
