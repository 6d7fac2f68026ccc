// Sign-in with an OpenID Connect provider (Authelia, Authentik, Keycloak, Pocket ID, ...): the authorisation code
// flow with PKCE, state and nonce, through openid-client (a certified relying party); the session that follows is
// the app's own (see oidc-routes.ts).
import * as client from 'openid-client';
import { isLoopbackHost } from './hosts.ts';

export interface OidcConfig {
  /** The provider's issuer: its discovery document is read from <issuer>/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Subjects or e-mail addresses let in; empty: everyone the provider signs in. */
  allowedUsers: string[];
  /** What the login page calls it: "Sign in with <name>". */
  name: string;
}

/** What the flow keeps in the browser between leaving for the provider and coming back (in a signed cookie). */
export interface OidcFlow {
  state: string;
  nonce: string;
  /** PKCE: the code's verifier, whose challenge went to the provider. */
  verifier: string;
  /** This app's callback address, as sent to the provider. */
  redirectUri: string;
  /** The page to open once signed in. */
  next: string;
}

/** Who the provider signed in. */
export interface OidcUser {
  subject: string;
  email: string | null;
}

/** Why a sign-in did not finish: `unreachable` (502), `refused` by the provider or a check (400), `not-allowed` (403). */
export class OidcError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused' | 'not-allowed',
    message: string,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_S = 10;
/** A provider that could not be reached is asked again at most this often (a login page open in many tabs asks once). */
const RETRY_AFTER_MS = 30_000;

/** The provider's answer, or the failure, in words a person can act on. */
function describe(error: unknown, name: string): OidcError {
  if (error instanceof OidcError) return error;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (error instanceof TypeError || (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))) {
    return new OidcError('unreachable', `${name} could not be reached (${cause?.message ?? (error as Error).message})`);
  }
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    return new OidcError('refused', `${name} answered: ${error.error_description ?? error.error}`);
  }
  const message = error instanceof Error ? `${error.message}${cause ? `: ${cause.message}` : ''}` : String(error);
  if (error instanceof client.ClientError && (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON')) {
    return new OidcError('refused', `${name} did not answer as an OpenID provider does (${message})`);
  }
  return new OidcError('refused', `The answer from ${name} did not pass the checks (${message})`);
}

/** One provider as configured: its discovery document read once (again when it could not be reached), and the flow's two ends. */
export class OidcSignIn {
  private discovered!: Promise<client.Configuration>;
  private failure: { reason: string; at: number } | null = null;

  constructor(readonly config: OidcConfig) {
    this.discover();
  }

  private discover(): void {
    const { issuer, clientId, clientSecret, name } = this.config;
    // http only for a provider on this computer (config.ts refuses any other), as in tests and development.
    const execute = new URL(issuer).protocol === 'http:' && isLoopbackHost(new URL(issuer).hostname) ? [client.allowInsecureRequests] : [];
    this.discovered = client.discovery(new URL(issuer), clientId, clientSecret, undefined, { timeout: REQUEST_TIMEOUT_S, execute });
    this.discovered.then(
      () => (this.failure = null),
      (error: unknown) => (this.failure = { reason: describe(error, name).message, at: Date.now() }),
    );
  }

  /** Resolves once the discovery document was read, or could not be. */
  async ready(): Promise<void> {
    await this.discovered.catch(() => undefined);
  }

  /** Waits for the discovery document (Settings' check before saving): throws an OidcError saying why it could not be read. */
  async check(): Promise<void> {
    await this.configuration();
  }

  /** Why signing in with the provider cannot work now (its discovery document could not be read); null: it can. */
  unavailable(): string | null {
    this.askAgainIfDue();
    return this.failure?.reason ?? null;
  }

  /** A provider that could not be reached is asked again, at most every 30 s. */
  private askAgainIfDue(now = Date.now()): void {
    if (this.failure && now - this.failure.at >= RETRY_AFTER_MS) this.discover();
  }

  private async configuration(): Promise<client.Configuration> {
    this.askAgainIfDue();
    try {
      return await this.discovered;
    } catch (error) {
      throw describe(error, this.config.name);
    }
  }

  /** Where to send the browser, and what to keep until it comes back. */
  async start(redirectUri: string, next: string): Promise<{ url: URL; flow: OidcFlow }> {
    const configuration = await this.configuration();
    const flow: OidcFlow = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), redirectUri, next };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url, flow };
  }

  /**
   * Checks the provider's answer (`callback`: the callback address with the query it came back with) against the
   * flow, trades the code for the tokens, and answers who signed in if the allowed list names them.
   */
  async finish(flow: OidcFlow, callback: URL): Promise<OidcUser> {
    const configuration = await this.configuration();
    const { name } = this.config;
    let user: OidcUser;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      let email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
      // Many providers put the e-mail address in the userinfo answer only; asked only when the list may name one.
      if (email === null && this.config.allowedUsers.some((entry) => entry.includes('@')) && configuration.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        email = typeof info.email === 'string' && info.email_verified !== false ? info.email : null;
      }
      user = { subject: claims.sub, email };
    } catch (error) {
      throw describe(error, name);
    }
    if (!this.allows(user)) {
      throw new OidcError('not-allowed', `${user.email ?? user.subject} signed in at ${name}, but is not among the users this app lets in: ask whoever runs it to add them to OIDC_ALLOWED_USERS (or Settings → Sign-in)`);
    }
    return user;
  }

  /** Whether the allowed list names the user (by subject, or by e-mail address in any case); an empty list lets everyone in. */
  private allows(user: OidcUser): boolean {
    const { allowedUsers } = this.config;
    if (allowedUsers.length === 0) return true;
    return allowedUsers.some((entry) => entry === user.subject || (user.email !== null && entry.includes('@') && entry.toLowerCase() === user.email.toLowerCase()));
  }
}
