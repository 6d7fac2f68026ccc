import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000, host: '127.0.0.1', dataDir: path.resolve('./data'), poolSize: 10, upcLookup: null,
      ebay: { keys: null, apiBase: 'https://api.ebay.com', webBase: 'https://www.ebay.com', soldSearch: true, spacingMs: 3000 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', UPC_LOOKUP_URL: 'https://api.upcitemdb.com/prod/trial/lookup', UPC_LOOKUP_KEY: 'k',
      DATABASE_URL: 'postgres://app:secret@db.local:5432/collection', DATABASE_POOL_SIZE: '4',
      EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret', EBAY_API_BASE: 'http://127.0.0.1:9/', EBAY_WEB_BASE: 'http://127.0.0.1:9',
      EBAY_SOLD_SEARCH: 'off', EBAY_REQUEST_SPACING_MS: '5000',
    });
    expect(config).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://app:secret@db.local:5432/collection', poolSize: 4,
      upcLookup: { url: 'https://api.upcitemdb.com/prod/trial/lookup', key: 'k', timeoutMs: 5000 },
      ebay: { keys: { clientId: 'id', clientSecret: 'secret' }, apiBase: 'http://127.0.0.1:9', webBase: 'http://127.0.0.1:9', soldSearch: false, spacingMs: 5000 },
    });
    expect(loadConfig({ UPC_LOOKUP_URL: '' }).upcLookup).toBeNull();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/tmnt' }).databaseUrl).toBe('postgresql://localhost/tmnt');
  });

  it('stops with one line naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT: /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Configuration error: PORT: PORT must be at most 65535$/);
    expect(() => loadConfig({ UPC_LOOKUP_URL: 'not a url' })).toThrow(/^Configuration error: UPC_LOOKUP_URL: UPC_LOOKUP_URL must be an http\(s\) address$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/tmnt' })).toThrow(/^Configuration error: DATABASE_URL: DATABASE_URL must be a PostgreSQL address/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/^Configuration error: DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be at least 1$/);
    expect(() => loadConfig({ EBAY_CLIENT_ID: 'id' })).toThrow(/^Configuration error: EBAY_CLIENT_SECRET: set it too \(EBAY_CLIENT_ID is set/);
    expect(() => loadConfig({ EBAY_SOLD_SEARCH: 'maybe' })).toThrow(/^Configuration error: EBAY_SOLD_SEARCH: EBAY_SOLD_SEARCH must be on or off$/);
    expect(() => loadConfig({ EBAY_REQUEST_SPACING_MS: '-1' })).toThrow(/^Configuration error: EBAY_REQUEST_SPACING_MS: /);
  });
});
