// What the backup and restore commands share: the .env file the server reads, and one-line errors.
import fs from 'node:fs';

/** Reads ./.env as the server does (variables already set win). */
export function loadEnvFile(): void {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}

/** An error as the one line a person reads (a refusal is worded for them already). */
export const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
