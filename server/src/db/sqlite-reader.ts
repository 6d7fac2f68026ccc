import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite reads on a thread of their own (issue 24): a select outside a transaction runs there, on a read-only
 * connection to the same WAL file, so the server's event loop keeps answering while SQLite works, and a read never
 * waits behind a write's transaction (WAL readers see the last commit and do not block the writer).
 *
 * One thread serves every database the process has open (tests open hundreds): it starts with the first
 * connection and is let go (unref) while none is open.
 */

// Plain JavaScript, evaluated in the worker: no TypeScript loader is needed there.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const KEPT_STATEMENTS = 500;
const connections = new Map();
parentPort.on('message', ({ id, connection, open, close, sql, parameters }) => {
  try {
    if (open) {
      const sqlite = new SQLite(open, { fileMustExist: true });
      sqlite.pragma('busy_timeout = 5000');
      // Read-only by construction: a write sent here by mistake fails instead of bypassing the writer's lock.
      sqlite.pragma('query_only = on');
      connections.set(connection, { sqlite, statements: new Map() });
      return parentPort.postMessage({ id });
    }
    const { sqlite, statements } = connections.get(connection);
    if (close) {
      connections.delete(connection);
      sqlite.close();
      return parentPort.postMessage({ id });
    }
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message || error), code: error && error.code, name: error && error.name } });
  }
});
`;

const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');

interface Answer {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; name?: string };
}

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let openConnections = 0;
let nextId = 0;
let nextConnection = 0;
const pending = new Map<number, Pending>();

function thread(): Worker {
  if (!worker) {
    // execArgv []: the parent's flags (e.g. --import tsx) would load a TypeScript loader the worker does not need.
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: driverPath }, execArgv: [] });
    started.on('message', ({ id, rows, error }: Answer) => {
      const waiting = pending.get(id)!;
      pending.delete(id);
      if (error) waiting.reject(Object.assign(new Error(error.message), { name: error.name ?? 'SqliteError', code: error.code }));
      else waiting.resolve(rows ?? []);
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      worker = undefined;
      failAll(new Error(`The SQLite reader thread stopped (exit code ${code})`));
    });
    worker = started;
  }
  return worker;
}

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
}

function ask(message: object): Promise<unknown[]> {
  const id = nextId++;
  const running = thread();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ id, ...message });
  });
}

/** A read-only connection to a SQLite file, on the reader thread. */
export class SqliteReader {
  private readonly connection = nextConnection++;
  private opened: Promise<unknown> | undefined;

  constructor(private readonly file: string) {}

  /** The rows of a select, as better-sqlite3's all() answers them. */
  async select(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    this.opened ??= this.open();
    await this.opened;
    return ask({ connection: this.connection, sql, parameters });
  }

  private open(): Promise<unknown> {
    if (openConnections++ === 0) thread().ref();
    return ask({ connection: this.connection, open: this.file });
  }

  async close(): Promise<void> {
    if (!this.opened) return;
    const opened = this.opened;
    this.opened = undefined;
    // Queries sent before are answered first: the thread takes its messages in order.
    await opened.then(
      () => ask({ connection: this.connection, close: true }),
      () => undefined,
    );
    if (--openConnections === 0) worker?.unref();
  }
}
