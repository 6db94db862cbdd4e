// The API alone in its own process for bench/games-bench.ts, so the load generator does not share its event loop.
import { buildApp, createLogger } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';

const main = async () => {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const database = await openPostgres(url, { poolMax: Number(process.env.BENCH_POOL ?? 10) });
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'error' });
  const app = await buildApp({ config, database, logger: createLogger('error') });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${address}\n`);
  process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
