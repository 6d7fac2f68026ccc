import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import { DATABASE_FILE, openDatabase, type Db } from './db/database.ts';

/** A start that cannot go on, worded as the one line the collector sees (no stack trace). */
class StartupError extends Error {}

/** Each error in an error's cause chain (and an AggregateError's first error), the error itself first. */
function causes(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  for (let e: unknown = error; e && typeof e === 'object' && chain.length < 10; ) {
    const record = e as Record<string, unknown>;
    chain.push(record);
    e = record.cause ?? (Array.isArray(record.errors) ? record.errors[0] : undefined);
  }
  return chain;
}

/** The first code (errno name or SQLSTATE) in an error's cause chain. */
function codeOf(error: unknown): string | undefined {
  return causes(error)
    .map((e) => e.code)
    .find((code): code is string => typeof code === 'string');
}

/** The first line of an error's message, for the fallback line. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0].trim();

/**
 * DATA_DIR is made if missing and must take a file: checked by writing one, so a read-only disk or a folder
 * of another user is found here (and said so) rather than as a database error later.
 */
function checkDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = codeOf(error);
    const why =
      code === 'EACCES' || code === 'EPERM'
        ? 'this user may not write there'
        : code === 'EROFS'
          ? 'the disk is read-only'
          : code === 'ENOTDIR' || code === 'EEXIST'
            ? 'it is a file, or inside one, not a folder'
            : code === 'ENOSPC'
              ? 'the disk is full'
              : firstLine(error);
    throw new StartupError(`DATA_DIR ${dataDir} cannot be used: ${why}. Set DATA_DIR to a folder this user can write.`);
  }
}

/** Where DATABASE_URL points, without its user or password. */
function databaseLocation(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** A database that could not be opened or migrated, in one line saying what to check. */
function databaseFailure(error: unknown, config: Pick<Config, 'dataDir' | 'databaseUrl'>): StartupError {
  const code = codeOf(error);
  if (config.databaseUrl) {
    const where = `the PostgreSQL database at ${databaseLocation(config.databaseUrl)} (DATABASE_URL)`;
    const why: Record<string, string> = {
      ECONNREFUSED: 'the connection was refused: is PostgreSQL running and listening there?',
      ENOTFOUND: 'that host name is not known',
      EAI_AGAIN: 'that host name could not be looked up',
      ETIMEDOUT: 'the connection timed out',
      EHOSTUNREACH: 'that host cannot be reached',
      '28P01': 'the password was refused',
      '28000': 'that user may not connect',
      '3D000': 'that database does not exist: create it first',
      '42501': 'that user may not create tables there',
    };
    return new StartupError(`Cannot use ${where}: ${(code && why[code]) ?? firstLine(error)}`);
  }
  const file = path.join(config.dataDir, DATABASE_FILE);
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return new StartupError(`${file} is not a readable SQLite database (damaged, or another file): restore it from a backup, or move it away to start an empty collection`);
  }
  if (code === 'SQLITE_BUSY') return new StartupError(`${file} is locked by another program: close it, then start again`);
  if (code === 'SQLITE_READONLY' || code === 'SQLITE_CANTOPEN') return new StartupError(`${file} cannot be written: ${firstLine(error)}. Check the file's owner and permissions.`);
  return new StartupError(`Cannot open ${file}: ${firstLine(error)}`);
}

/** Checks DATA_DIR, then opens (and migrates) the database; any failure is a StartupError naming what to fix. */
export async function openCollection(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'poolSize'>): Promise<Db> {
  checkDataDir(config.dataDir);
  try {
    return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.poolSize });
  } catch (error) {
    throw databaseFailure(error, config);
  }
}

/** The one line a failed start prints: a StartupError as worded, a listening failure with what to set, else the error's first line. */
export function startupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  // Said by a check that runs once the configuration is read (e.g. TLS_CERT's file): already one line naming the variable.
  if (error instanceof Error && error.message.startsWith('Configuration error: ')) return firstLine(error);
  const { code, port, address, hostname } = (error ?? {}) as { code?: string; port?: number; address?: string; hostname?: string };
  if (code === 'EADDRINUSE') return `Port ${port} is in use: set PORT to another port`;
  if (code === 'EACCES' && port !== undefined) return `Port ${port} needs administrator rights: set PORT to 1024 or above`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `HOST=${address ?? hostname ?? ''} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them`;
  }
  return `Could not start: ${firstLine(error)}`;
}
