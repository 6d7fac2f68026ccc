// A real OpenID provider on loopback (oidc-provider, a certified OpenID Connect server) for the sign-in tests: the
// authorisation code flow with PKCE required, a plain login form at /interaction/:uid (any user name listed in
// `users`), consent granted at once.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const OIDC_CLIENT = { id: 'tmnt-inventory', secret: 'a-client-secret-the-provider-issued' };

export interface FakeOidcProvider {
  issuer: string;
  /** Stops answering (connections refused), as a provider that is down. */
  close(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's login page: a form for the user name (any password). */
const loginPage = (uid: string, error = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider · Sign in</title></head>
<body><main><h1>Test provider</h1>${error && `<p role="alert">${escape(error)}</p>`}
<form method="post" action="/interaction/${escape(uid)}">
<label>User name <input name="login" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in at the provider</button>
</form></main></body></html>`;

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

/**
 * Starts the provider on 127.0.0.1. `users`: each user name it signs in, with its e-mail address (null: none);
 * `redirectUris`: the callback addresses registered for the app.
 */
export async function startOidcProvider(options: { users: Record<string, string | null>; redirectUris: string[] }): Promise<FakeOidcProvider> {
  const server = http.createServer();
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [{ client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret, redirect_uris: options.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      if (!Object.hasOwn(options.users, sub)) return undefined;
      const email = options.users[sub];
      return { accountId: sub, claims: async () => ({ sub, ...(email !== null && { email, email_verified: true }) }) };
    },
    // Consent is not the subject here: every client gets what it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return Grant.find(grantId);
      const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!interaction) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'POST') {
        const login = (await readForm(req)).get('login') ?? '';
        if (Object.hasOwn(options.users, login)) return provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
        res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(details.uid, `No user ${login} here`));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end(loginPage(details.uid));
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Follows a browser's way through the provider (its cookies kept): from the authorisation URL to the redirect back to the app, signing in as `user`. */
export async function signInAtProvider(authorizationUrl: string, user: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  let res = await send(url);
  for (let hop = 0; hop < 10; hop++) {
    const location = res.headers.get('location');
    if (res.status === 200 && /\/interaction\//.test(url)) {
      res = await send(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login: user, password: 'any' }).toString() });
      continue;
    }
    if (!location) throw new Error(`The provider answered ${res.status} at ${url}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin !== new URL(authorizationUrl).origin) return next;
    url = next.href;
    res = await send(url);
  }
  throw new Error('The provider sent the browser round in circles');
}
