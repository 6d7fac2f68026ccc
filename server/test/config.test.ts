import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const ANTHROPIC_MISSING =
  'AI grading is not set up: enter an Anthropic API key in Settings, or choose OpenAI there with a key or a local OpenAI-compatible server (or set ANTHROPIC_API_KEY in the environment).';
const OPENAI_MISSING =
  'AI grading is not set up: enter an OpenAI API key in Settings, or the base URL of a local OpenAI-compatible server such as Ollama or LM Studio (or set OPENAI_API_KEY or AI_BASE_URL in the environment).';

describe('configuration', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000, host: '127.0.0.1', dataDir: path.resolve('./data'), poolSize: 10, upcLookup: null,
      // No EBAY_WEB_BASE: each marketplace is searched on its own site.
      ebay: { keys: null, apiBase: 'https://api.ebay.com', webBase: null, soldSearch: true, spacingMs: 3000 },
      ecbRatesUrl: 'https://www.ecb.europa.eu/stats/eurofxref/',
      ai: { provider: 'anthropic', model: 'claude-sonnet-5-5', apiKey: null, baseUrl: null, timeoutMs: 90_000, missing: ANTHROPIC_MISSING },
      access: { password: null, authNone: false, allowedHosts: [], sessionSecret: null, proxyHeader: null },
      logLevel: 'warn',
      backupKeep: 7,
      wantsCheckHours: 6,
      tls: { mode: 'off' },
      trustedProxies: [],
      publicUrl: null,
      alerts: { ntfy: null, webhook: null, email: null },
      oidc: null,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', UPC_LOOKUP_URL: 'https://api.upcitemdb.com/prod/trial/lookup', UPC_LOOKUP_KEY: 'k',
      DATABASE_URL: 'postgres://app:secret@db.local:5432/collection', DATABASE_POOL_SIZE: '4',
      EBAY_CLIENT_ID: 'id', EBAY_CLIENT_SECRET: 'secret', EBAY_API_BASE: 'http://127.0.0.1:9/', EBAY_WEB_BASE: 'http://127.0.0.1:9/',
      EBAY_SOLD_SEARCH: 'off', EBAY_REQUEST_SPACING_MS: '5000', ECB_RATES_URL: 'http://127.0.0.1:9/ecb/',
      AI_PROVIDER: 'openai', OPENAI_API_KEY: ' sk-proj-abc ', ANTHROPIC_API_KEY: 'sk-ant-other', AI_MODEL: 'gpt-4o', AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_TIMEOUT_MS: '120000', LOG_LEVEL: ' Info ', WANTS_CHECK_HOURS: '12',
      APP_PASSWORD: ' two words ', ALLOWED_HOSTS: 'Inventory.Example.com, nas.local,,[fd00::5]', SESSION_SECRET: 's'.repeat(40),
      TRUSTED_PROXIES: '10.0.0.1', PUBLIC_URL: ' https://Toys.Example.org/ ',
      NTFY_URL: 'https://ntfy.sh/tmnt-deals-7f3a', ALERT_WEBHOOK_URL: ' http://127.0.0.1:9000/hooks/deal ',
      SMTP_URL: 'smtps://me%40example.com:p%40ss@smtp.example.com:465', ALERT_EMAIL_TO: ' me@example.com ',
    });
    expect(config).toEqual({
      port: 8080, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://app:secret@db.local:5432/collection', poolSize: 4,
      upcLookup: { url: 'https://api.upcitemdb.com/prod/trial/lookup', key: 'k', timeoutMs: 5000 },
      ebay: { keys: { clientId: 'id', clientSecret: 'secret' }, apiBase: 'http://127.0.0.1:9', webBase: 'http://127.0.0.1:9', soldSearch: false, spacingMs: 5000 },
      ecbRatesUrl: 'http://127.0.0.1:9/ecb/',
      ai: { provider: 'openai', model: 'gpt-4o', apiKey: 'sk-proj-abc', baseUrl: 'http://127.0.0.1:11434/v1', timeoutMs: 120_000, missing: null },
      access: { password: ' two words ', authNone: false, allowedHosts: ['inventory.example.com', 'nas.local', 'fd00::5', 'toys.example.org'], sessionSecret: 's'.repeat(40), proxyHeader: null },
      logLevel: 'info',
      backupKeep: 7,
      wantsCheckHours: 12,
      tls: { mode: 'self-signed' },
      trustedProxies: ['10.0.0.1'],
      publicUrl: 'https://Toys.Example.org',
      alerts: {
        ntfy: { url: 'https://ntfy.sh/tmnt-deals-7f3a' },
        webhook: { url: 'http://127.0.0.1:9000/hooks/deal' },
        email: { smtpUrl: 'smtps://me%40example.com:p%40ss@smtp.example.com:465', to: 'me@example.com' },
      },
      oidc: null,
    });
    expect(loadConfig({ UPC_LOOKUP_URL: '' }).upcLookup).toBeNull();
    expect(loadConfig({ EBAY_WEB_BASE: ' ' }).ebay.webBase).toBeNull();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/tmnt' }).databaseUrl).toBe('postgresql://localhost/tmnt');
  });

  it('stops with one line naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Configuration error: PORT: /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^Configuration error: PORT: PORT must be at most 65535$/);
    expect(() => loadConfig({ UPC_LOOKUP_URL: 'not a url' })).toThrow(/^Configuration error: UPC_LOOKUP_URL: UPC_LOOKUP_URL must be an http\(s\) address$/);
    for (const url of ['ftp://upc.example/lookup', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,x', 'upc.example/lookup']) {
      expect(() => loadConfig({ UPC_LOOKUP_URL: url }), url).toThrow(/^Configuration error: UPC_LOOKUP_URL: UPC_LOOKUP_URL must be an http\(s\) address$/);
    }
    expect(loadConfig({ UPC_LOOKUP_URL: 'http://127.0.0.1:8080/lookup' }).upcLookup?.url).toBe('http://127.0.0.1:8080/lookup');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/^Configuration error: LOG_LEVEL: LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent$/);
    expect(() => loadConfig({ LOG_LEVEL: '' })).toThrow(/^Configuration error: LOG_LEVEL: /);
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
    expect(loadConfig({ WANTS_CHECK_HOURS: '0' }).wantsCheckHours).toBe(0);
    expect(() => loadConfig({ WANTS_CHECK_HOURS: '-1' })).toThrow(/^Configuration error: WANTS_CHECK_HOURS: WANTS_CHECK_HOURS must be 0 \(no schedule\) or more$/);
    expect(() => loadConfig({ WANTS_CHECK_HOURS: '1.5' })).toThrow(/^Configuration error: WANTS_CHECK_HOURS: WANTS_CHECK_HOURS must be a whole number of hours$/);
    expect(() => loadConfig({ WANTS_CHECK_HOURS: 'daily' })).toThrow(/^Configuration error: WANTS_CHECK_HOURS: WANTS_CHECK_HOURS must be a whole number of hours$/);
    expect(() => loadConfig({ WANTS_CHECK_HOURS: '169' })).toThrow(/^Configuration error: WANTS_CHECK_HOURS: WANTS_CHECK_HOURS must be at most 168 \(a week\)$/);
  });

  it('reads the alert channels, each optional, and stops with one line on a bad one', () => {
    expect(loadConfig({ NTFY_URL: '', ALERT_WEBHOOK_URL: ' ', SMTP_URL: '', ALERT_EMAIL_TO: '' }).alerts).toEqual({ ntfy: null, webhook: null, email: null });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.local', ALERT_EMAIL_TO: 'me@example.com' }).alerts.email).toEqual({ smtpUrl: 'smtp://mail.local', to: 'me@example.com' });
    // An address to mail without a server sends nothing yet (Settings may give the server).
    expect(loadConfig({ ALERT_EMAIL_TO: 'me@example.com' }).alerts.email).toBeNull();
    for (const url of ['ntfy.sh/topic', 'ftp://ntfy.example/topic', 'javascript:alert(1)']) {
      expect(() => loadConfig({ NTFY_URL: url }), url).toThrow(/^Configuration error: NTFY_URL: NTFY_URL must be an http\(s\) address$/);
      expect(() => loadConfig({ ALERT_WEBHOOK_URL: url }), url).toThrow(/^Configuration error: ALERT_WEBHOOK_URL: ALERT_WEBHOOK_URL must be an http\(s\) address$/);
    }
    for (const url of ['https://smtp.example.com', 'smtp.example.com:587', 'smtp://', 'mailto:me@example.com']) {
      expect(() => loadConfig({ SMTP_URL: url, ALERT_EMAIL_TO: 'me@example.com' }), url).toThrow(/^Configuration error: SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address/);
    }
    expect(() => loadConfig({ ALERT_EMAIL_TO: 'me at example.com' })).toThrow(/^Configuration error: ALERT_EMAIL_TO: ALERT_EMAIL_TO must be an e-mail address$/);
    expect(() => loadConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' })).toThrow(
      /^Configuration error: ALERT_EMAIL_TO: set it too \(SMTP_URL is set; e-mail alerts need the address to send them to\)$/,
    );
  });
});

describe('access configuration', () => {
  const REFUSAL =
    'Configuration error: APP_PASSWORD: set APP_PASSWORD to listen on HOST=0.0.0.0, where other devices can reach the app (or sign in through OIDC_ISSUER or AUTH=proxy, or AUTH=none to run it without a password, knowingly)';

  it('refuses to listen beyond loopback without a password, in one line saying what to set', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(REFUSAL);
    expect(() => loadConfig({ HOST: '0.0.0.0', APP_PASSWORD: '' })).toThrow(REFUSAL);
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(/^Configuration error: APP_PASSWORD: set APP_PASSWORD to listen on HOST=192\.168\.1\.20,/);
    expect(() => loadConfig({ HOST: '::' })).toThrow(/^Configuration error: APP_PASSWORD: /);
    expect(loadConfig({ HOST: '0.0.0.0', APP_PASSWORD: 'shell' }).access).toMatchObject({ password: 'shell', authNone: false });
  });

  it('needs no password on loopback, but asks for one there too when it is set', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '127.0.1.1']) expect(loadConfig({ HOST }).access.password).toBeNull();
    expect(loadConfig({ APP_PASSWORD: 'shell' }).access.password).toBe('shell');
  });

  it('runs without a password off loopback only with AUTH=none', () => {
    expect(loadConfig({ HOST: '0.0.0.0', AUTH: 'none' }).access).toEqual({ password: null, authNone: true, allowedHosts: [], sessionSecret: null, proxyHeader: null });
    expect(loadConfig({ HOST: '0.0.0.0', AUTH: 'none', APP_PASSWORD: 'shell' }).access.password).toBeNull();
  });

  it('stops with one line naming a bad access variable', () => {
    expect(() => loadConfig({ AUTH: 'off' })).toThrow(/^Configuration error: AUTH: AUTH must be password, proxy or none$/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://nas.local' })).toThrow(/^Configuration error: ALLOWED_HOSTS: ALLOWED_HOSTS must be host names separated by commas/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'nas.local:3000' })).toThrow(/^Configuration error: ALLOWED_HOSTS: /);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/^Configuration error: SESSION_SECRET: SESSION_SECRET must be at least 32 characters/);
  });
});

describe('sign-in configuration', () => {
  const OIDC = { OIDC_ISSUER: 'https://auth.example.com', OIDC_CLIENT_ID: 'tmnt', OIDC_CLIENT_SECRET: 'client-secret' };

  it('signs in through a trusted proxy\'s header with AUTH=proxy: Remote-User unless AUTH_PROXY_HEADER names another', () => {
    const config = loadConfig({ HOST: '0.0.0.0', AUTH: 'proxy', TRUSTED_PROXIES: '10.0.0.5' });
    expect(config.access).toMatchObject({ password: null, authNone: false, proxyHeader: 'Remote-User' });
    expect(config.trustedProxies).toEqual(['10.0.0.5']);
    expect(loadConfig({ AUTH: 'proxy', TRUSTED_PROXIES: '10.0.0.5', AUTH_PROXY_HEADER: ' X-Forwarded-User ', APP_PASSWORD: 'shell' }).access).toMatchObject({ password: 'shell', proxyHeader: 'X-Forwarded-User' });
  });

  it('stops in one line naming the variable when header sign-in is half set up', () => {
    expect(() => loadConfig({ AUTH: 'proxy' })).toThrow(/^Configuration error: TRUSTED_PROXIES: set it to your proxy's address \(AUTH=proxy believes the sign-in header only from there\)$/);
    expect(() => loadConfig({ AUTH_PROXY_HEADER: 'Remote-User' })).toThrow(/^Configuration error: AUTH: set AUTH=proxy too/);
    expect(() => loadConfig({ AUTH: 'proxy', TRUSTED_PROXIES: '10.0.0.5', AUTH_PROXY_HEADER: 'Remote User' })).toThrow(/^Configuration error: AUTH_PROXY_HEADER: AUTH_PROXY_HEADER must be a header name/);
  });

  it('signs in with OpenID Connect given the issuer, client ID and secret; the name is the issuer\'s host unless given', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ...OIDC, OIDC_ALLOWED_USERS: ' alice@example.com, ,8f2c-subject ' }).oidc).toEqual({
      issuer: 'https://auth.example.com', clientId: 'tmnt', clientSecret: 'client-secret', allowedUsers: ['alice@example.com', '8f2c-subject'], name: 'auth.example.com',
    });
    expect(loadConfig({ ...OIDC, OIDC_PROVIDER_NAME: 'Pocket ID' }).oidc).toMatchObject({ name: 'Pocket ID', allowedUsers: [] });
    // http only for a provider on this computer (tests, development).
    expect(loadConfig({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe('http://127.0.0.1:9000');
  });

  it('stops in one line naming the variable when OpenID Connect is half set up', () => {
    expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: 'http://auth.example.com' })).toThrow(/^Configuration error: OIDC_ISSUER: OIDC_ISSUER must be the https address of your OpenID provider/);
    expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: 'auth.example.com' })).toThrow(/^Configuration error: OIDC_ISSUER: /);
    expect(() => loadConfig({ ...OIDC, OIDC_CLIENT_SECRET: '' })).toThrow(/^Configuration error: OIDC_CLIENT_SECRET: set it too \(OIDC_ISSUER is set;/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'tmnt' })).toThrow(/^Configuration error: OIDC_ISSUER: set it too \(OIDC_CLIENT_ID is set;/);
    expect(() => loadConfig({ OIDC_ALLOWED_USERS: 'alice@example.com' })).toThrow(/^Configuration error: OIDC_ISSUER: set it too \(OIDC_ALLOWED_USERS is set;/);
    expect(() => loadConfig({ ...OIDC, AUTH: 'none' })).toThrow(/^Configuration error: AUTH: AUTH=none contradicts OIDC_ISSUER/);
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

describe('HTTPS configuration', () => {
  const withPassword = { APP_PASSWORD: 'a password' };

  it('is HTTPS with its own certificate off loopback, plain HTTP on loopback, unless HTTPS says otherwise', () => {
    expect(loadConfig({}).tls).toEqual({ mode: 'off' });
    expect(loadConfig({ HOST: '0.0.0.0', ...withPassword }).tls).toEqual({ mode: 'self-signed' });
    expect(loadConfig({ HTTPS: 'on' }).tls).toEqual({ mode: 'self-signed' });
    expect(loadConfig({ HOST: '0.0.0.0', HTTPS: 'off', ...withPassword }).tls).toEqual({ mode: 'off' });
    expect(loadConfig({ TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' }).tls).toEqual({ mode: 'provided', certFile: path.resolve('c.pem'), keyFile: path.resolve('k.pem') });
  });

  it('stops with one line on a half-given certificate, a contradiction or a bad value', () => {
    expect(() => loadConfig({ TLS_CERT: 'c.pem' })).toThrow('Configuration error: TLS_KEY: set it too (TLS_CERT is set; a certificate needs both its file and its key\'s)');
    expect(() => loadConfig({ TLS_KEY: 'k.pem' })).toThrow(/^Configuration error: TLS_CERT: set it too/);
    expect(() => loadConfig({ TLS_CERT: 'c.pem', TLS_KEY: 'k.pem', HTTPS: 'off' })).toThrow('Configuration error: HTTPS: HTTPS=off contradicts TLS_CERT and TLS_KEY (unset them, or HTTPS)');
    expect(() => loadConfig({ HTTPS: 'yes' })).toThrow('Configuration error: HTTPS: HTTPS must be auto, on or off');
  });

  it('takes PUBLIC_URL as an address without a path, and answers to its name', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).publicUrl).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://toys.example.org', ALLOWED_HOSTS: 'toys.example.org' }).access.allowedHosts).toEqual(['toys.example.org']);
    for (const bad of ['toys.example.org', 'ftp://toys.example.org', 'https://toys.example.org/app', 'https://toys.example.org/?x=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/^Configuration error: PUBLIC_URL: PUBLIC_URL must be/);
    }
  });

  it('trusts X-Forwarded-* only from the addresses and ranges in TRUSTED_PROXIES', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    for (const bad of ['proxy.local', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '300.1.1.1']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }), bad).toThrow('Configuration error: TRUSTED_PROXIES: TRUSTED_PROXIES must be IP addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)');
    }
  });
});
