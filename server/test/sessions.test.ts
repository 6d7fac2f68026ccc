import crypto from 'node:crypto';
import path from 'node:path';
import type { KyselyPlugin, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { onTestFinished, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { SESSION_COOKIE, SessionSigner } from '../src/auth/session.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { buildTestApp, figureId, freshDatabase } from './helpers.ts';

const PASSWORD = 'correct horse battery staple';
const SECRET = 'a-test-session-secret-of-32-characters-or-more';
const DAY = 24 * 60 * 60 * 1000;
const CLEARED = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

async function logIn(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0];
}

const status = async (app: App, cookie: string, method: 'GET' | 'POST' = 'GET', url = '/api/inventory') =>
  (await app.inject({ method, url, headers: { cookie } })).statusCode;

/** A session's row id: the SHA-256 of the cookie's random part, never the part itself. */
const rowId = (id: string) => crypto.createHash('sha256').update(id).digest('base64url');

const sessionRows = (db: Db) => db.selectFrom('sessions').selectAll().orderBy('created_at').execute();

/** Counts the queries that name the sessions table, made through the database it is given to. */
function sessionQueries() {
  const counter = {
    count: 0,
    plugin: {
      transformQuery: ({ node }: { node: RootOperationNode }) => {
        if (JSON.stringify(node).includes('"sessions"')) counter.count++;
        return node;
      },
      transformResult: async ({ result }: { result: QueryResult<UnknownRow> }) => result,
    },
  };
  return counter;
}

/**
 * Instances of the app on one database, each with its own connection pool (as separate processes have), closed when
 * the test ends; `plugin` watches the first instance's queries.
 */
async function instancesOnOneDatabase(passwords: string[], plugin?: KyselyPlugin): Promise<{ apps: App[]; db: Db }> {
  const location = await freshDatabase();
  const apps: App[] = [];
  let db: Db | undefined;
  for (const password of passwords) {
    const own = await openDatabase({ ...location, poolSize: 2 });
    db ??= own;
    const watched = plugin && apps.length === 0 ? own.withPlugin(plugin) : own;
    const app = await buildApp({ db: watched, dataDir: location.dataDir, webDist: path.join(location.dataDir, 'no-web'), access: { password, sessionSecret: SECRET } });
    onTestFinished(async () => {
      await app.close();
      await own.destroy();
    });
    apps.push(app);
  }
  return { apps, db: db! };
}

describe('sessions kept on the server', () => {
  it('refuses a cookie used again after logging out, and leaves the collection as it was', async () => {
    const { app, db } = await buildTestApp({ access: { password: PASSWORD, sessionSecret: SECRET } });
    const cookie = await logIn(app);
    expect(await sessionRows(db)).toHaveLength(1);
    const payload = { figure_id: await figureId(db, 'Leonardo', 1988), condition: 'Good' };
    expect((await app.inject({ method: 'POST', url: '/api/inventory', payload, headers: { cookie } })).statusCode).toBe(201);

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });
    expect(out.headers['set-cookie']).toBe(CLEARED);
    expect(await sessionRows(db)).toEqual([]);

    // A copy of the cookie (kept by whoever saw it) no longer reads, writes or deletes anything.
    expect(await status(app, cookie)).toBe(401);
    expect((await app.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });
    expect((await app.inject({ method: 'POST', url: '/api/inventory', payload, headers: { cookie } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/inventory/1', headers: { cookie } })).statusCode).toBe(401);
    expect(await status(app, cookie, 'POST', '/api/auth/logout-everywhere')).toBe(401);

    const again = await logIn(app);
    const copies = (await app.inject({ url: '/api/inventory', headers: { cookie: again } })).json();
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ name: 'Leonardo', condition: 'Good' });
  });

  it('logs out everywhere: every session ends, only from a browser that holds one', async () => {
    const { app, db } = await buildTestApp({ access: { password: PASSWORD, sessionSecret: SECRET } });
    const laptop = await logIn(app);
    const phone = await logIn(app);
    expect(await sessionRows(db)).toHaveLength(2);
    expect(await status(app, 'theme=dark', 'POST', '/api/auth/logout-everywhere')).toBe(401);
    expect(await sessionRows(db)).toHaveLength(2);

    const res = await app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: { cookie: laptop }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });
    expect(res.headers['set-cookie']).toBe(CLEARED);
    for (const cookie of [laptop, phone]) expect(await status(app, cookie)).toBe(401);
    expect(await sessionRows(db)).toEqual([]);
    // Logging in again works as before.
    expect(await status(app, await logIn(app))).toBe(200);
  });

  it('ends every session when the password changes', async () => {
    const { apps, db } = await instancesOnOneDatabase([PASSWORD, 'a brand new password']);
    const [before, after] = apps;
    const cookie = await logIn(before);
    expect(await status(before, cookie)).toBe(200);
    // The row is still there: the cookie's signature, made with the old password, is what is refused.
    expect(await sessionRows(db)).toHaveLength(1);
    expect(await status(after, cookie)).toBe(401);
    expect((await after.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });
  });

  it('is the same on every instance sharing the database', async () => {
    const { apps } = await instancesOnOneDatabase([PASSWORD, PASSWORD]);
    const [a, b] = apps;
    const cookie = await logIn(a);
    expect(await status(b, cookie)).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(await status(a, cookie)).toBe(401);
    expect(await status(b, cookie)).toBe(401);

    const first = await logIn(a);
    const second = await logIn(b);
    expect((await b.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: { cookie: second } })).statusCode).toBe(200);
    expect(await status(a, first)).toBe(401);
  });

  it('checks an open session with no query of its own, and a logout through another instance counts at once', async () => {
    const queries = sessionQueries();
    const { apps } = await instancesOnOneDatabase([PASSWORD, PASSWORD], queries.plugin);
    const [a, b] = apps;
    const cookie = await logIn(a);
    expect(await status(a, cookie)).toBe(200);
    queries.count = 0;
    for (let i = 0; i < 20; i++) expect(await status(a, cookie)).toBe(200);
    expect(queries.count).toBe(0);

    // Ended through b: a, which kept the session as open, refuses it on the next request.
    expect((await b.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(200);
    expect(await status(a, cookie)).toBe(401);
    expect((await a.inject({ url: '/api/auth/session', headers: { cookie } })).json()).toEqual({ authenticated: false, required: true, password: true, oidc: null, proxy_user: null });

    const laptop = await logIn(a);
    const phone = await logIn(b);
    expect(await status(a, laptop)).toBe(200);
    expect(await status(a, phone)).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: { cookie: phone } })).statusCode).toBe(200);
    expect(await status(a, laptop)).toBe(401);
    expect(await status(a, phone)).toBe(401);
  });

  it('refuses an expired session, and forgets expired ones at the next login', async () => {
    const { app, db } = await buildTestApp({ access: { password: PASSWORD, sessionSecret: SECRET } });
    const cookie = await logIn(app);
    const [row] = await sessionRows(db);
    expect(row.id).toBe(rowId(cookie.split('.')[1]));
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * DAY - (Date.parse(row.created_at) % 1000));
    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await status(app, cookie)).toBe(401);

    // Signed 31 days ago: its own expiry has passed, whatever its row says.
    const old = new SessionSigner(SECRET, PASSWORD).issue(Date.now() - 31 * DAY);
    await db.insertInto('sessions').values({ id: rowId(old.id), created_at: new Date().toISOString(), expires_at: new Date(Date.now() + DAY).toISOString() }).execute();
    expect(await status(app, `${SESSION_COOKIE}=${old.value}`)).toBe(401);

    const fresh = await logIn(app);
    expect(await status(app, fresh)).toBe(200);
    // The expired row went with that login; the one whose cookie expired is refused by its signature and goes at its own time.
    expect((await sessionRows(db)).map((r) => r.id)).not.toContain(row.id);
    expect(await sessionRows(db)).toHaveLength(2);
  });
});
