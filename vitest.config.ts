import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files share their worker's modules (isolate: false): each imports the app once, not once per file. A file
// that replaces a module with vi.mock needs a module graph of its own: it is named *.isolated.test.* and runs apart.
const ISOLATED = '**/*.isolated.test.*';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one idle (one worker on a 2-core machine), and test files are independent.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'server', include: ['server/test/**/*.test.ts'], testTimeout: 20_000, isolate: false } },
      { extends: './web/vite.config.ts', root: './web', test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [ISOLATED], isolate: false } },
      { extends: './web/vite.config.ts', root: './web', test: { name: 'web-isolated', include: [`src/${ISOLATED}`] } },
    ],
  },
});
