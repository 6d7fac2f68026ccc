// Who may use the app: Host and Origin checks, security headers, the password login and its session cookie.
export { registerAccess, type AccessOptions } from './access.ts';
export { refuseFromOtherSite } from './cross-site.ts';
export { hostReach, isLoopbackHost } from './hosts.ts';
export { KeptDoors } from './kept-doors.ts';
export { AddressLimiter } from './rate-limit.ts';
export { sessionSecret } from './secret.ts';
