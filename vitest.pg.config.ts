import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The PostgreSQL tier: the whole server integration suite again, on a real PostgreSQL server the run starts itself.
export default defineConfig({
  test: {
    name: 'server-pg',
    include: ['server/test/**/*.test.ts'],
    globalSetup: ['server/test/support/pg-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share their worker's modules: each imports the app once, not once per file (see vitest.config.ts).
    isolate: false,
    // Every core (see vitest.config.ts): each test has a database of its own, copied from the template.
    maxWorkers: os.availableParallelism(),
  },
});
