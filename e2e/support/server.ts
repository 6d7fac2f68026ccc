import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real server (`server/src/main.ts`, as `npm start` runs it) on a fresh DATA_DIR and a free port. */
export async function startServer(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tmnt-e2e-')),
  options: { keepDataDir?: boolean; port?: number } = {},
): Promise<RunningServer> {
  // The same address again (a server stopped and started under a browser that keeps its storage per address).
  if (options.port !== undefined) return startServerOnce(env, dataDir, options);
  // The free port may be taken by another test's server or fake before ours listens: then try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env, dataDir, options);
    } catch (error) {
      // The server says "Port N is in use: set PORT to another port" (see server/src/startup.ts).
      if (attempt >= 3 || !/EADDRINUSE|is in use/.test(String(error))) throw error;
    }
  }
}

async function startServerOnce(env: Record<string, string>, dataDir: string, { keepDataDir = false, port: fixed }: { keepDataDir?: boolean; port?: number }): Promise<RunningServer> {
  // A test that must name the address beforehand (a restart on the same port, an OpenID provider's redirect URI)
  // gives the port, or PORT in the environment.
  const port = String(fixed ?? env.PORT ?? (await freePort()));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    // E2E_WEB_DIST lets parallel work test its own build instead of web/dist.
    env: { ...process.env, ...env, WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(ROOT, 'web/dist'), PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  const deadline = Date.now() + 30_000;
  // Ready when this server says it listens (server/src/main.ts): another run's server may answer on a port that was
  // free a moment ago, so an answer on the port proves nothing.
  while (!stdout.includes('Listening at ')) {
    if (child.exitCode !== null) throw new Error(`Server exited early: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`Server did not start in 30 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  // http://127.0.0.1:PORT, or https:// when the test asked for HTTPS.
  const url = /Listening at (\S+);/.exec(stdout)![1];
  return {
    url,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
