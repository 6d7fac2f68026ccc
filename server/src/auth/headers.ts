import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** The SHA-256 sources of the page's inline scripts (index.html sets dark mode before the first paint). */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

/** The Content-Security-Policy: what the app uses and nothing else. */
function contentSecurityPolicy(scriptHashes: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    // blob: reads back a photo's own preview (blob URLs are made by this page's scripts only).
    'connect-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * Security headers on every answer, the set helmet sends (made once here: helmet builds its CSP again for every
 * request, a sixth of a cached answer's time). The CSP allows the app's own scripts (and the page's inline
 * dark-mode script by hash), the barcode decoder's WebAssembly, photos as blob: and data: previews, figure pictures
 * from any web address (a figure's image_url may name one), the camera.
 *
 * The API's answers (JSON, a labels PDF, a download) are no page: no script runs in them and nothing is framed, so
 * they carry what OWASP's REST Security Cheat Sheet asks of an API (never framed, never sniffed, never read by
 * another site's page) and not the page's dozen (a cached answer's headers were three times its JSON).
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]): void {
  const page = {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Same-origin, not no-referrer: under no-referrer a browser sends "Origin: null" on the app's own writes.
    'referrer-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
  };
  const api = {
    'content-security-policy': "frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  // Only under HTTPS: over plain HTTP on a LAN it would be meaningless at best.
  const hsts = { 'strict-transport-security': 'max-age=31536000' };
  const sets = { page: { http: page, https: { ...page, ...hsts } }, api: { http: api, https: { ...api, ...hsts } } };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(sets[request.url.startsWith('/api/') ? 'api' : 'page'][request.protocol === 'https' ? 'https' : 'http']);
    done();
  });
}
