import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const ANTHROPIC_MISSING =
  'AI grading is not set up: set ANTHROPIC_API_KEY in .env (or AI_PROVIDER=openai with OPENAI_API_KEY, or with AI_BASE_URL for a local OpenAI-compatible server), then restart the app.';
const OPENAI_MISSING =
  'AI grading is not set up: set OPENAI_API_KEY in .env (or AI_BASE_URL for a local OpenAI-compatible server such as Ollama or LM Studio), then restart the app.';

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000, host: '127.0.0.1', dataDir: path.resolve('./data'), poolSize: 10, upcLookup: null,
      ebay: { keys: null, apiBase: 'https://api.ebay.com', webBase: 'https://www.ebay.com', soldSearch: true, spacingMs: 3000 },
      ai: { provider: 'anthropic', model: 'claude-sonnet-5-5', apiKey: null, baseUrl: null, timeoutMs: 90_000, missing: ANTHROPIC_MISSING },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', UPC_LOOKUP_URL: 'https://api.upcitemdb.com/prod/trial/lookup', UPC_LOOKUP_KEY: 'k',
      DATABASE_URL: 'postgres://app:secret@db.local:5432/collection', DATABASE_POOL_SIZE: '4',
      EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret', EBAY_API_BASE: 'http://127.0.0.1:9/', EBAY_WEB_BASE: 'http://127.0.0.1:9',
      EBAY_SOLD_SEARCH: 'off', EBAY_REQUEST_SPACING_MS: '5000',
      AI_PROVIDER: 'openai', OPENAI_API_KEY: ' sk-proj-abc ', ANTHROPIC_API_KEY: 'sk-ant-other', AI_MODEL: 'gpt-4o', AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_TIMEOUT_MS: '120000',
    });
    expect(config).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://app:secret@db.local:5432/collection', poolSize: 4,
      upcLookup: { url: 'https://api.upcitemdb.com/prod/trial/lookup', key: 'k', timeoutMs: 5000 },
      ebay: { keys: { clientId: 'id', clientSecret: 'secret' }, apiBase: 'http://127.0.0.1:9', webBase: 'http://127.0.0.1:9', soldSearch: false, spacingMs: 5000 },
      ai: { provider: 'openai', model: 'gpt-4o', apiKey: 'sk-proj-abc', baseUrl: 'http://127.0.0.1:11434/v1', timeoutMs: 120_000, missing: null },
    });
    expect(loadConfig({ UPC_LOOKUP_URL: '' }).upcLookup).toBeNull();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/tmnt' }).databaseUrl).toBe('postgresql://localhost/tmnt');
  });

  it('stops with one line naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT: /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Configuration error: PORT: PORT must be at most 65535$/);
    expect(() => loadConfig({ UPC_LOOKUP_URL: 'not a url' })).toThrow(/^Configuration error: UPC_LOOKUP_URL: UPC_LOOKUP_URL must be an http\(s\) address$/);
    expect(() => loadConfig({ AI_BASE_URL: 'localhost:11434' })).toThrow(/^Configuration error: AI_BASE_URL: AI_BASE_URL must be an http\(s\) address$/);
    expect(() => loadConfig({ EBAY_API_BASE: 'ftp://ebay.example' })).toThrow(/^Configuration error: EBAY_API_BASE: EBAY_API_BASE must be an http\(s\) address$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/tmnt' })).toThrow(/^Configuration error: DATABASE_URL: DATABASE_URL must be a PostgreSQL address/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/^Configuration error: DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be at least 1$/);
    expect(() => loadConfig({ EBAY_CLIENT_ID: 'id' })).toThrow(/^Configuration error: EBAY_CLIENT_SECRET: set it too \(EBAY_CLIENT_ID is set/);
    expect(() => loadConfig({ EBAY_SOLD_SEARCH: 'maybe' })).toThrow(/^Configuration error: EBAY_SOLD_SEARCH: EBAY_SOLD_SEARCH must be on or off$/);
    expect(() => loadConfig({ EBAY_REQUEST_SPACING_MS: '-1' })).toThrow(/^Configuration error: EBAY_REQUEST_SPACING_MS: /);
    expect(() => loadConfig({ AI_PROVIDER: 'gemini' })).toThrow(/^Configuration error: AI_PROVIDER: AI_PROVIDER must be anthropic or openai$/);
    expect(() => loadConfig({ AI_BASE_URL: 'ollama on port 11434' })).toThrow(/^Configuration error: AI_BASE_URL: AI_BASE_URL must be an http\(s\) address$/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '90s' })).toThrow(/^Configuration error: AI_TIMEOUT_MS: AI_TIMEOUT_MS must be a whole number of milliseconds$/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '50' })).toThrow(/^Configuration error: AI_TIMEOUT_MS: AI_TIMEOUT_MS must be at least 100$/);
  });
});

describe('AI grading configuration', () => {
  it('grades with each provider\'s default model unless AI_MODEL names another', () => {
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-x' }).ai.model).toBe('claude-sonnet-5-5');
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }).ai.model).toBe('gpt-4.1');
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-x', AI_MODEL: ' ' }).ai.model).toBe('claude-sonnet-5-5');
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-x', AI_MODEL: 'claude-opus-5-5' }).ai.model).toBe('claude-opus-5-5');
  });

  it('is ready with the provider\'s own key, and says what to set without it', () => {
    expect(loadConfig({ ANTHROPIC_API_KEY: 'sk-ant-x' }).ai).toMatchObject({ provider: 'anthropic', apiKey: 'sk-ant-x', missing: null });
    expect(loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }).ai).toMatchObject({ provider: 'openai', apiKey: 'sk-x', missing: null });
    // The other provider's key does not count, nor does a blank one.
    expect(loadConfig({ OPENAI_API_KEY: 'sk-x' }).ai).toMatchObject({ provider: 'anthropic', apiKey: null, missing: ANTHROPIC_MISSING });
    expect(loadConfig({ AI_PROVIDER: 'openai', ANTHROPIC_API_KEY: 'sk-ant-x', OPENAI_API_KEY: '  ' }).ai).toMatchObject({ apiKey: null, missing: OPENAI_MISSING });
    // Anthropic always needs its key, even through another address.
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080' }).ai.missing).toBe(ANTHROPIC_MISSING);
  });

  it('is ready with only AI_BASE_URL for a local OpenAI-compatible server, which needs no key', () => {
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llava:13b' }).ai).toEqual({
      provider: 'openai', model: 'llava:13b', apiKey: null, baseUrl: 'http://localhost:11434/v1', timeoutMs: 90_000, missing: null,
    });
  });
});
