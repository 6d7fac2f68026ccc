import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({ port: 3000, host: '127.0.0.1', dataDir: path.resolve('./data'), upcLookup: null });
  });

  it('reads every variable', () => {
    const config = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', UPC_LOOKUP_URL: 'https://api.upcitemdb.com/prod/trial/lookup', UPC_LOOKUP_KEY: 'k' });
    expect(config).toEqual({ port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', upcLookup: { url: 'https://api.upcitemdb.com/prod/trial/lookup', key: 'k', timeoutMs: 5000 } });
    expect(loadConfig({ UPC_LOOKUP_URL: '' }).upcLookup).toBeNull();
  });

  it('stops with one line naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT: /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Configuration error: PORT: PORT must be at most 65535$/);
    expect(() => loadConfig({ UPC_LOOKUP_URL: 'not a url' })).toThrow(/^Configuration error: UPC_LOOKUP_URL: UPC_LOOKUP_URL must be an http\(s\) address$/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL .* not supported/);
  });
});
