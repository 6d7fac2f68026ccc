import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, RawNode, SelectQueryNode, SqliteAdapter, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrate.ts';
import { SqliteReader } from './sqlite-reader.ts';

export type Db = Kysely<Database>;

export const DATABASE_FILE = 'collection.db';

export interface DatabaseOptions {
  /** DATA_DIR: holds the SQLite file when no databaseUrl is given. */
  dataDir: string;
  /** postgres://… to use PostgreSQL instead of the SQLite file. */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

/** SQLite runs DDL inside transactions too; Kysely assumes it does not, so migrations would run unwrapped. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}

/** The most prepared statements kept per connection (queries naming lists of ids differ by the list's length). */
const KEPT_STATEMENTS = 500;

/**
 * A connection's statements, each SQL text prepared once: preparing every query again took a seventh
 * of the server's busy time under load (bench (b)). Safe because each statement runs to its end at once (all() or
 * run(); no query here is streamed), and SQLite prepares a statement again by itself when the schema changes under it.
 */
function keepingStatements(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      if (statements.size >= KEPT_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
    }
    return statement;
  };
}

/**
 * One holder at a time: the writer's connection, for a transaction or a single write. A write's statements run
 * synchronously, one after another, so a write holds the event loop for its whole transaction: each one starts in
 * the loop's check phase, after the requests that arrived with it were answered (a read, a page, a session check do
 * not wait behind the writes), and one hands over to the next in the loop's next turn.
 */
class WriterLock {
  private held: Promise<void> | undefined;
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  unlock(): void {
    const release = this.release;
    this.held = undefined;
    this.release = undefined;
    // The writes waiting go on in the loop's next turn, not in this one: back to back they held the event loop for
    // one write's time each, and every other request (a read, a page) waited behind all of them.
    if (release) setImmediate(release);
  }
}

/** A select Kysely built, or raw SQL that is one (a raw `with` may hide a write: it goes to the writer). */
const isRead = ({ query, sql }: CompiledQuery) => SelectQueryNode.is(query) || (RawNode.is(query) && /^\s*select\b/i.test(sql));

/**
 * What Kysely gets as a connection: reads outside a transaction go to the reader thread; a transaction, and every
 * write, holds the writer's connection on this thread (a write's statements run synchronously, one after another,
 * so its transaction is short).
 */
class AppSqliteConnection implements DatabaseConnection {
  private holdsWriter = false;

  constructor(
    private readonly prepare: (sql: string) => SQLite.Statement,
    private readonly reader: SqliteReader,
    private readonly writer: WriterLock,
    private readonly wal: WalSync,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.holdsWriter) return this.write(query);
    if (isRead(query)) return { rows: (await this.reader.select(query.sql, query.parameters)) as R[] };
    await this.writer.lock();
    let result: QueryResult<R>;
    try {
      result = this.write(query);
    } finally {
      this.writer.unlock();
    }
    await this.wal.sync();
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  /**
   * Takes the write lock when the transaction begins: a deferred one that reads, then writes, fails at once with
   * "database is locked" when another process (a second instance, a test seeding data) wrote in between.
   */
  async begin(): Promise<void> {
    await this.writer.lock();
    this.holdsWriter = true;
    try {
      this.write(CompiledQuery.raw('begin immediate'));
    } catch (error) {
      this.release();
      throw error;
    }
  }

  /** A commit that fails keeps the lock: Kysely rolls back next. Answered once the commit is on disk. */
  async commit(): Promise<void> {
    this.write(CompiledQuery.raw('commit'));
    this.release();
    await this.wal.sync();
  }

  rollback(): void {
    try {
      this.write(CompiledQuery.raw('rollback'));
    } finally {
      this.release();
    }
  }

  release(): void {
    if (!this.holdsWriter) return;
    this.holdsWriter = false;
    this.writer.unlock();
  }

  private write<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }
}

/**
 * Makes what is committed durable before a write is answered, off the event loop: an fsync of the WAL file on
 * libuv's thread pool. SQLite runs with synchronous NORMAL, so a commit only writes its pages to the WAL; this sync
 * after it keeps FULL's promise (a copy the server said it saved survives a power cut) while the server goes on
 * answering, and the next write may commit meanwhile (the disk sees their syncs together).
 */
class WalSync {
  private handle: Promise<fsp.FileHandle | null> | undefined;

  constructor(private readonly file: string) {}

  async sync(): Promise<void> {
    // Opened after the first commit, which makes the WAL file (it stays, the same file, while the database is open).
    this.handle ??= fsp.open(this.file, 'r').catch((error: NodeJS.ErrnoException) => {
      this.handle = undefined;
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    await (await this.handle)?.sync();
  }

  async close(): Promise<void> {
    await (await this.handle?.catch(() => null))?.close();
    this.handle = undefined;
  }
}

class AppSqliteDriver implements Driver {
  private readonly writer = new WriterLock();
  private readonly prepare: (sql: string) => SQLite.Statement;
  private readonly wal: WalSync;

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly reader: SqliteReader,
  ) {
    this.prepare = keepingStatements(sqlite);
    this.wal = new WalSync(`${sqlite.name}-wal`);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new AppSqliteConnection(this.prepare, this.reader, this.writer, this.wal);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as AppSqliteConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as AppSqliteConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as AppSqliteConnection).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as AppSqliteConnection).release();
  }

  async destroy(): Promise<void> {
    await this.reader.close();
    await this.wal.close();
    this.sqlite.close();
  }
}

class AppSqliteDialect extends SqliteDialect {
  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly reader: SqliteReader,
  ) {
    super({ database: sqlite });
  }

  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }

  override createDriver() {
    return new AppSqliteDriver(this.sqlite, this.reader);
  }
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * PostgreSQL sends bigint (counts, sums) and numeric as strings; our numbers stay far below 2^53, so they are
 * parsed to numbers here, per pool, so a count reads the same on both databases.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Each SQLite database's own connection, for the reads on the hot path (the data version, the whole collection). */
const sqliteConnections = new WeakMap<Db, SQLite.Database>();

/**
 * The SQLite connection under a database opened by openDatabase, to read committed rows straight from it (no query
 * built through Kysely); undefined on PostgreSQL, for a transaction, and while a write's transaction is open on the
 * connection (its rows are not committed: the read then goes through Kysely, to the reader thread).
 */
export function committedSqliteReader(db: Db): SQLite.Database | undefined {
  const sqlite = sqliteConnections.get(db);
  return sqlite && !sqlite.inTransaction ? sqlite : undefined;
}

/** The statements prepared for committedSqliteStatement, per connection (apart from the writer's: callers set raw()). */
const committedStatements = new WeakMap<SQLite.Database, (sql: string) => SQLite.Statement>();

/** A statement prepared once on the connection committedSqliteReader answers, or undefined where it answers none. */
export function committedSqliteStatement(db: Db, sql: string): SQLite.Statement | undefined {
  const sqlite = committedSqliteReader(db);
  if (!sqlite) return undefined;
  let prepare = committedStatements.get(sqlite);
  if (!prepare) committedStatements.set(sqlite, (prepare = keepingStatements(sqlite)));
  return prepare(sql);
}

function sqliteDialect(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.resolve(dataDir, DATABASE_FILE);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // NORMAL, WAL's usual: a commit does not wait for the disk on the event loop. A power cut could then lose the last
  // commits (they sit in the WAL until the next sync), so every write is answered only once WalSync has synced the
  // WAL: a copy the server said it saved is on disk. (A kill -9 loses nothing either way: see durability.test.ts.)
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return { dialect: new AppSqliteDialect(sqlite, new SqliteReader(file)), sqlite };
}

function postgresDialect(connectionString: string, poolSize: number) {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: pgTypes });
  // An idle connection the server ends (a restart, a failover, an administrator) must not end the app: without a
  // listener node-postgres throws it as an uncaught error. The pool drops that connection and opens another when
  // one is needed; a query on a dead connection fails and says so where it runs.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return new PostgresDialect({ pool });
}

/**
 * Opens the collection's database and migrates it: PostgreSQL when a databaseUrl is given, else
 * DATA_DIR/collection.db (created if needed) in WAL mode (each write answered once synced), with foreign keys on.
 */
export async function openDatabase({ dataDir, databaseUrl, poolSize = 10 }: DatabaseOptions): Promise<Db> {
  const sqlite = databaseUrl ? null : sqliteDialect(dataDir);
  const db = new Kysely<Database>({ dialect: sqlite?.dialect ?? postgresDialect(databaseUrl!, poolSize) });
  if (sqlite) sqliteConnections.set(db, sqlite.sqlite);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
