// Child process of api-bench.ts: the real app on the seeded DATA_DIR, and a bare Fastify serving constant JSON.
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { openDatabase } from '../server/src/db/database.ts';

const db = await openDatabase(process.env.BENCH_DATA_DIR!);
const app = await buildApp({ db });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify();
const constants = new Map<string, string>();
bare.post('/constant/:name', (req, reply) => {
  constants.set((req.params as { name: string }).name, JSON.stringify(req.body));
  return reply.send({ ok: true });
});
bare.get('/constant/:name', (req, reply) => reply.type('application/json').send(constants.get((req.params as { name: string }).name)));
bare.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 100 * 1024 * 1024 }, (_req, body, done) => done(null, JSON.parse(body as string)));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof app.server) => (server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: port(app.server), bare: port(bare.server) })}\n`);
