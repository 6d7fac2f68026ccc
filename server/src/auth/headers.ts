import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

/** The SHA-256 sources of the page's inline scripts (index.html sets dark mode before the first paint). */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

/**
 * Security headers on every answer. The CSP allows what the app uses and nothing else: its own scripts (and the
 * page's inline dark-mode script by hash), the barcode decoder's WebAssembly, photos as blob: and data: previews,
 * figure pictures from any web address (a figure's image_url may name one), the camera.
 */
export async function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[]): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    // Same-origin, not no-referrer: under no-referrer a browser sends "Origin: null" on the app's own writes.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Only under HTTPS (below): over plain HTTP on a LAN it would be meaningless at best.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
}
