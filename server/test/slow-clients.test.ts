import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { DEFAULT_CLIENT_LIMITS, UPLOAD_ROUTES, type ClientLimits } from '../src/http/client-limits.ts';
import { buildTestApp, freshDatabase } from './helpers.ts';

const PASSWORD = 'correct horse battery staple';
/** Short limits, so a test waits seconds, not minutes. */
const LIMITS: ClientLimits = { headersMs: 2_000, bodyMs: 2_000, uploadMs: 5_000, connectionsPerAddress: 5 };

/** The app listening on a free loopback port with these limits, closed when the test ends. */
async function listening(options: { password?: string } = {}): Promise<{ app: App; port: number }> {
  const location = await freshDatabase();
  const db = await openDatabase({ ...location, poolSize: 2 });
  const app = await buildApp({
    db,
    dataDir: location.dataDir,
    webDist: path.join(location.dataDir, 'no-web'),
    clientLimits: LIMITS,
    ...(options.password && { access: { password: options.password } }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  onTestFinished(async () => {
    await app.close();
    await db.destroy();
  });
  return { app, port: (app.server.address() as AddressInfo).port };
}

interface Connection {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received: () => string;
  /** Resolves when the server closes the connection: how long after opening it. */
  closed: Promise<number>;
}

async function connect(port: number): Promise<Connection> {
  const socket = net.connect(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  onTestFinished(() => {
    socket.destroy();
  });
  return { socket, received: () => received, closed };
}

/** Sends the headers of a JSON POST promising `length` bytes, then one byte a second until the server hangs up. */
async function trickle(port: number, url: string, length = 200): Promise<Connection> {
  const connection = await connect(port);
  connection.socket.write(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`);
  const drip = setInterval(() => connection.socket.writable && connection.socket.write(' '), 1_000);
  void connection.closed.then(() => clearInterval(drip));
  onTestFinished(() => clearInterval(drip));
  return connection;
}

/** A whole GET on an open connection (kept alive): the status code of its answer. */
async function get(connection: Connection, url: string): Promise<number> {
  const before = connection.received().length;
  connection.socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  for (let waited = 0; waited < 5_000; waited += 20) {
    const answer = connection.received().slice(before);
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
    if (status && answer.includes('\r\n\r\n')) return Number(status[1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No answer to GET ${url}`);
}

describe('slow clients', () => {
  it('cuts off a body that trickles in on an ordinary route within its time, with a 408, and stores nothing', async () => {
    const { app, port } = await listening();
    const connection = await trickle(port, '/api/inventory');
    const after = await connection.closed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.bodyMs - 100);
    expect(after).toBeLessThan(LIMITS.bodyMs + 1_500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(connection.received()).toContain('{"error":"The request took too long to arrive (the limit is 2 seconds): send it again"}');
    expect((await app.inject({ url: '/api/inventory' })).json()).toEqual([]);
  });

  it('cuts off a trickling login, which needs no session, and one refused for want of a session', async () => {
    const { port } = await listening({ password: PASSWORD });
    const login = await trickle(port, '/api/auth/login');
    const refused = await trickle(port, '/api/inventory');
    // An upload route's longer time is for a collector who is logged in, not for anyone who connects.
    const upload = await trickle(port, '/api/inventory/import', 10_000);
    expect(await login.closed).toBeLessThan(LIMITS.bodyMs + 1_500);
    expect(login.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Refused at once (401) while the body was still coming: the connection ends with the answer.
    for (const connection of [refused, upload]) {
      expect(await connection.closed).toBeLessThan(1_000);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 401 [^]*connection: close/i);
    }
  });

  it('gives an upload its longer time, then cuts it off too', { timeout: 15_000 }, async () => {
    const { port } = await listening();
    const upload = await trickle(port, '/api/inventory/import', 10_000);
    const ordinary = await trickle(port, '/api/inventory');
    expect(await ordinary.closed).toBeLessThan(LIMITS.bodyMs + 1_500);
    // Still sending well past the ordinary routes' time.
    expect(upload.socket.destroyed).toBe(false);
    const after = await upload.closed;
    expect(after).toBeGreaterThanOrEqual(LIMITS.uploadMs - 100);
    expect(after).toBeLessThan(LIMITS.uploadMs + 1_500);
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off headers that trickle in, and a connection that sends nothing', async () => {
    const { port } = await listening();
    const silent = await connect(port);
    const slow = await connect(port);
    slow.socket.write('GET /api/figures/years HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('X-Slow: 1\r\n'), 500);
    onTestFinished(() => clearInterval(drip));
    for (const connection of [silent, slow]) {
      expect(await connection.closed).toBeLessThan(LIMITS.headersMs + 1_500);
    }
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Answered as every other refusal: { error } in words.
    expect(slow.received()).toContain('{"error":"The request took too long to arrive (the limit is 2 seconds): send it again"}');
  });

  it('holds an address to its number of connections, and ordinary use within it works', async () => {
    const { port } = await listening();
    const open = await Promise.all(Array.from({ length: LIMITS.connectionsPerAddress }, () => connect(port)));
    for (const connection of open) expect(await get(connection, '/api/figures/years')).toBe(200);

    const extra = await connect(port);
    expect(await extra.closed).toBeLessThan(1_000);
    expect(extra.received()).toBe('');
    // The ones it had keep working.
    expect(await get(open[0], '/api/inventory')).toBe(200);

    open[1].socket.destroy();
    await open[1].closed;
    // The server counts the closed one out once it has seen it close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await connect(port);
    expect(await get(next, '/api/figures/years')).toBe(200);
  });

  it('reads at most 4 KB for a login or a logout', async () => {
    const { app } = await buildTestApp({ access: { password: PASSWORD } });
    for (const url of ['/api/auth/login', '/api/auth/logout', '/api/auth/logout-everywhere']) {
      const res = await app.inject({ method: 'POST', url, payload: { password: 'x'.repeat(5_000) } });
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({ error: 'The request body is too large (the limit is 4 KB)' });
    }
    // A long password within the limit is merely wrong.
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x'.repeat(1_000) } })).statusCode).toBe(401);
  });

  it('names upload routes that exist, with defaults of tens of seconds for the rest and minutes for them', async () => {
    const { app } = await buildTestApp();
    for (const route of UPLOAD_ROUTES) {
      const [method, url] = route.split(' ');
      expect(app.hasRoute({ method: method as 'POST', url }), route).toBe(true);
    }
    expect(DEFAULT_CLIENT_LIMITS.headersMs).toBe(30_000);
    expect(DEFAULT_CLIENT_LIMITS.bodyMs).toBe(60_000);
    expect(DEFAULT_CLIENT_LIMITS.uploadMs).toBe(30 * 60_000);
  });
});
