// What the backup and restore commands share: the .env file the server reads, one-line errors, and the check of
// which collection they work on (said first, and never a new empty one made by mistake).
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../server/src/config.ts';
import { DATABASE_FILE } from '../server/src/db/database.ts';

/** Reads ./.env as the server does (variables already set win). */
export function loadEnvFile(): void {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}

/** An error as the one line a person reads (a refusal is worded for them already). */
export const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** DATABASE_URL as it may be printed: the password (in the address or its query) hidden. */
function hidePassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    if (url.searchParams.has('password')) url.searchParams.set('password', '***');
    return url.href;
  } catch {
    return 'DATABASE_URL (not a readable address)';
  }
}

/** The line each command starts with: which data directory and which database it works on. */
export const collectionLine = (config: Pick<Config, 'dataDir' | 'databaseUrl'>) =>
  `Data directory: ${config.dataDir} · database: ${config.databaseUrl ? hidePassword(config.databaseUrl) : path.join(config.dataDir, DATABASE_FILE)}`;

/**
 * Refuses a DATA_DIR that is not there (a mistyped or unset one would otherwise become a new, empty collection),
 * and for a backup a SQLite DATA_DIR without its database (there is nothing to back up).
 */
export function checkDataDir(config: Pick<Config, 'dataDir' | 'databaseUrl'>, command: 'backup' | 'restore'): void {
  const fix = `set DATA_DIR to the app's data directory (where it keeps ${DATABASE_FILE} and uploads/)`;
  const unset = process.env.DATA_DIR?.trim() ? '' : ' (DATA_DIR is not set: ./data is the default)';
  if (!fs.existsSync(config.dataDir)) throw new Error(`DATA_DIR ${config.dataDir} does not exist${unset}: ${fix}`);
  if (!fs.statSync(config.dataDir).isDirectory()) throw new Error(`DATA_DIR ${config.dataDir} is not a folder: ${fix}`);
  if (command === 'backup' && !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, DATABASE_FILE))) {
    throw new Error(`Nothing to back up: ${config.dataDir} holds no collection (no ${DATABASE_FILE})${unset}: ${fix}`);
  }
}
