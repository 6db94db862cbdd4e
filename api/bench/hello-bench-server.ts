// A bare Fastify hello-world in its own process for bench/api-limits.ts: the ceiling an API route is
// compared with (same Fastify, same runtime (node + tsx), same machine, same run, same load settings).
import Fastify from 'fastify';

const main = async () => {
  const app = Fastify({ logger: false });
  // POST with a JSON body, as the API route is called: the same request, only the handler differs.
  app.post('/hello', async () => ({ hello: 'world' }));
  app.get('/', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${address}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
