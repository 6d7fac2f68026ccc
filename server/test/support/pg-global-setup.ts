// Global setup of the PostgreSQL tier (npm run test:pg): one real PostgreSQL server for the run, and a migrated
// template database that every test copies (CREATE DATABASE … TEMPLATE), so each test starts on a fresh database.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { adminQuery, startPostgres } from './embedded-postgres.ts';

export const TEMPLATE_DATABASE = 'tmnt_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  await adminQuery(server.url, `create database ${TEMPLATE_DATABASE}`);
  const db = await openDatabase({ dataDir: '', databaseUrl: server.urlFor(TEMPLATE_DATABASE), poolSize: 1 });
  await db.destroy();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
