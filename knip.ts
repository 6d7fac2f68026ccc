import type { KnipConfig } from 'knip';

// Only the entries the plugins and package.json scripts do not reveal (vite: index.html -> src/main.tsx; vitest: tests
// and setup files; playwright: e2e specs; scripts: server/src/main.ts, bench/api-bench.ts, scripts/screenshots.ts).
const config: KnipConfig = {
  workspaces: {
    '.': {
      // bench/serve.ts and bench/probe.ts are started by path (child_process.spawn), so no import leads to them.
      entry: ['bench/serve.ts', 'bench/probe.ts'],
      project: ['bench/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.{js,ts}'],
    },
    domain: {
      project: ['src/**/*.ts'],
      // A private package used only by server/ and web/: an export of src/index.ts that nobody imports is dead code.
      includeEntryExports: true,
    },
    server: {
      project: ['src/**/*.ts', 'test/**/*.ts'],
      // Kysely's Migrator calls each migration's up/down through the namespace object listed in db/migrate.ts.
      ignoreIssues: { 'src/db/migrations/*.ts': ['exports'] },
    },
    web: {
      project: ['src/**/*.{ts,tsx,css}', '*.ts'],
    },
  },
};

export default config;
