import 'dotenv/config';
import { buildApp } from './app.ts';
import { createUpcLookup } from './catalog/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.poolSize });
  const app = await buildApp({
    db,
    webDist: config.webDist,
    upcLookup: config.upcLookup && createUpcLookup(config.upcLookup),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(config.databaseUrl ? 'Collection data in PostgreSQL (DATABASE_URL)' : `Collection data in ${config.dataDir}`);
}

await main();
