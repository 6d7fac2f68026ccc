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
 */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]): void {
  const headers = {
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
  // Only under HTTPS: over plain HTTP on a LAN it would be meaningless at best.
  const overHttps = { ...headers, 'strict-transport-security': 'max-age=31536000' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : headers);
    done();
  });
}
