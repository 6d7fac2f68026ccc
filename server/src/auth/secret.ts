import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'session-secret';

/**
 * The key that signs session cookies: SESSION_SECRET when set, else one generated on the first start and kept in
 * DATA_DIR (readable by its owner only), so a restart does not log the collector out.
 */
export function sessionSecret(dataDir: string, configured: string | null): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
