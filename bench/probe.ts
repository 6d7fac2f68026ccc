/**
 * Child process of api-bench.ts: a trivial request (is this session open? GET /api/auth/session) sent every
 * PROBE_EVERY_MS on a kept-alive connection of its own, for PROBE_SECONDS, with the headers PROBE_HEADERS holds (the
 * session cookie). It runs apart from the load (autocannon's 55 connections in the bench's own process), so what it
 * times is how long the server takes to answer, not how long the load generator's event loop took to notice.
 * Prints {"latencies": [ms, ...], "refused": n} (answers other than 200 and "authenticated") on stdout when done.
 */
import http from 'node:http';

const url = process.env.PROBE_URL!;
const seconds = Number(process.env.PROBE_SECONDS);
const everyMs = Number(process.env.PROBE_EVERY_MS);
const headers = JSON.parse(process.env.PROBE_HEADERS ?? '{}') as Record<string, string>;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function ask(): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - start;
        // Login on or off, the answer must say this client may go on.
        const ok = res.statusCode === 200 && (JSON.parse(Buffer.concat(chunks).toString()) as { authenticated: boolean }).authenticated;
        resolve({ ms, ok });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const latencies: number[] = [];
let refused = 0;
const end = performance.now() + seconds * 1000;
for (let next = performance.now(); next < end; next += everyMs) {
  const wait = next - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const { ms, ok } = await ask();
  if (!ok) refused++;
  latencies.push(ms);
  // An answer later than the next tick is not followed by a burst to catch up.
  next = Math.max(next, performance.now() - everyMs);
}
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, refused }));
