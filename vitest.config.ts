import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      { test: { name: 'server', include: ['server/test/**/*.test.ts'], testTimeout: 20_000 } },
      './web/vite.config.ts',
    ],
  },
});
