// Who may use the app: Host and Origin checks, security headers, API keys, and the sign-in (the password, a trusted
// proxy's header, OpenID Connect) with its session cookie.
export { registerAccess, type AccessOptions } from './access.ts';
export { refuseFromOtherSite } from './cross-site.ts';
export { hostReach, isLoopbackHost } from './hosts.ts';
export { KeptDoors } from './kept-doors.ts';
export { OidcError, OidcSignIn, type OidcConfig } from './oidc.ts';
export { AddressLimiter } from './rate-limit.ts';
export { scopeNeeded } from './scopes.ts';
export { sessionSecret } from './secret.ts';
