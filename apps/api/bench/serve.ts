/**
 * `node --cpu-prof --import tsx bench/serve.ts`: the app of `npm run bench` (in-memory PGlite with the
 * shipped frameworks, rate limit out of the way) listening on BENCH_PORT (default 3950), and the bare
 * ceiling route serving the same bytes of `GET /api/bioexcel/1.0?_format=json` on BENCH_PORT + 1
 * (`/constant`), for profiling the early path under an outside load generator (ADR 0029), e.g.
 * `wrk -t2 -c32 -d20s 'http://127.0.0.1:3950/api/bioexcel/1.0?_format=json'`. Stops on SIGINT or SIGTERM
 * (the profile is written then).
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';

const port = Number(process.env.BENCH_PORT ?? 3950);
const path = process.env.BENCH_PATH ?? '/api/bioexcel/1.0?_format=json';

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const app = await buildApp(
    { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 100_000_000, WEB_DIST_DIR: '/nonexistent' },
    database,
  );
  await app.listen({ port, host: '127.0.0.1' });
  const response = await app.inject({ method: 'GET', url: path });
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  const constant = Fastify({ logger: false });
  const bytes = Buffer.from(response.body, 'utf8');
  constant.get('/constant', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );
  await constant.listen({ port: port + 1, host: '127.0.0.1' });
  console.log(`hub http://127.0.0.1:${port}${path}  ceiling http://127.0.0.1:${port + 1}/constant`);
  const stop = async () => {
    await constant.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
