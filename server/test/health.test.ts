import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appVersion } from '../src/backup/index.ts';
import { MIGRATION_NAMES } from '../src/db/migrate.ts';
import { buildTestApp } from './helpers.ts';

describe('GET /api/health', () => {
  it("answers the app's version and the database's schema, read from the database", async () => {
    const { app } = await buildTestApp();
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', version: appVersion(), schema: MIGRATION_NAMES.at(-1) });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers without a login when a password is set, while the rest of the API still asks for one', async () => {
    const { app } = await buildTestApp({ access: { password: 'x' } });
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ok', version: appVersion(), schema: MIGRATION_NAMES.at(-1) });
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    // Public, but not to any host name: the DNS-rebinding check still applies.
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.example' } })).statusCode).toBe(421);
  });

  it('answers 503 with what failed when the database cannot be read, and 200 again once it can', async () => {
    const { app, db } = await buildTestApp();
    await sql`alter table kysely_migration rename to kysely_migration_away`.execute(db);
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'error', version: appVersion(), schema: null, error: expect.stringMatching(/^The database cannot be read/) });

    await sql`alter table kysely_migration_away rename to kysely_migration`.execute(db);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
