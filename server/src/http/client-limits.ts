import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trustedProxyCheck } from './trusted-proxies.ts';

/** How long a client may take, and how many connections it may hold (see docs/decisions/017-slow-clients-and-sessions.md). */
export interface ClientLimits {
  /** To send a request's headers (also: a connection that sends nothing). */
  headersMs: number;
  /** To send an ordinary request's whole body (at most 1 MB; the login's at most 4 KB). */
  bodyMs: number;
  /** To send a whole upload (UPLOAD_ROUTES: a backup of up to 4 GB, photos, a collection or sales file). */
  uploadMs: number;
  /** Connections one client address may hold open at once (a browser holds about 6). */
  connectionsPerAddress: number;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = { headersMs: 30_000, bodyMs: 60_000, uploadMs: 30 * 60_000, connectionsPerAddress: 50 };

/** The routes that take big bodies, by method and route: a phone on weak Wi-Fi needs minutes for them. */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/backup/restore',
  'POST /api/inventory/:id/photos',
  'PUT /api/figures/:id/image',
  'POST /api/inventory/:id/grade',
  'POST /api/inventory/import/spreadsheet/preview',
  'POST /api/inventory/import/spreadsheet',
  'POST /api/inventory/import',
  'POST /api/market-data/sales/import',
]);

/**
 * Node's own limits, for the HTTP(S) server's options: the headers' time, and the whole request's for every route
 * (the uploads' time, the longest any route allows). Node checks its open connections against them every
 * `connectionsCheckingInterval` (30 s by default, which would let a 30 s limit run to a minute).
 */
export function nodeServerLimits(limits: ClientLimits) {
  return {
    headersTimeout: limits.headersMs,
    requestTimeout: Math.max(limits.uploadMs, limits.bodyMs, limits.headersMs),
    connectionsCheckingInterval: Math.min(1_000, limits.headersMs),
  };
}

/** A request with a body: HTTP/1.1 has none without Content-Length or Transfer-Encoding. */
function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return length === undefined ? raw.headers['transfer-encoding'] !== undefined : length !== '0';
}

/** An answer written straight to the socket, as Node writes its own (no request object is there to answer through). */
function rawAnswer(status: number, error: string): string {
  const body = JSON.stringify({ error });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const tooLong = (seconds: number) => `The request took too long to arrive (the limit is ${seconds} seconds): send it again`;

/**
 * Cuts off a request whose body has not all arrived in time: a 408 when nothing has been answered yet (the body
 * parser still holds the request), then the connection closed.
 */
function cutOff(request: FastifyRequest, reply: FastifyReply, seconds: number): void {
  const socket = request.raw.socket;
  // A request injected in-process (app.inject) has a stand-in socket with nothing to cut off.
  if (typeof socket.destroy !== 'function') return;
  if (!reply.raw.headersSent && socket.writable) socket.write(rawAnswer(408, tooLong(seconds)));
  socket.destroy();
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before there is a request (headers too slow or too large, a
 * malformed request) is answered as { error } like every other refusal.
 */
export function answerClientError(limits: ClientLimits) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawAnswer(408, tooLong(Math.round(limits.headersMs / 1000)))
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? rawAnswer(431, 'The request\'s headers are too large')
          : rawAnswer(400, 'The request is not valid HTTP');
    socket.end(answer);
  };
}

/**
 * Keeps slow or greedy clients from holding the server: each request's body must arrive within its route's time
 * (Node's requestTimeout is one value for the whole server, so the ordinary routes' shorter time is kept here), and
 * one address may hold at most `connectionsPerAddress` connections. Trusted proxies carry many clients: not capped.
 */
export function registerClientLimits(app: FastifyInstance, limits: ClientLimits, trustedProxies: readonly string[] = []): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (hasBody(raw)) {
      const ms = UPLOAD_ROUTES.has(`${request.method} ${request.routeOptions.url}`) ? limits.uploadMs : limits.bodyMs;
      // Checked when it fires, not cleared at the answer: a body may still be arriving after an early refusal (401).
      const timer = setTimeout(() => raw.complete || raw.readableEnded || cutOff(request, reply, Math.round(ms / 1000)), ms).unref();
      // Done with once the whole body is read (or the connection is gone).
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
    }
    done();
  });
  capConnections(app.server, limits.connectionsPerAddress, trustedProxies);
}

function capConnections(server: net.Server, cap: number, trustedProxies: readonly string[]): void {
  const isProxy = trustedProxyCheck(trustedProxies);
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    // An IPv4 client of a server listening on "::" is seen as ::ffff:a.b.c.d.
    const address = socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    if (address === undefined || isProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
