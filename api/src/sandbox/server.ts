import { buildSandboxApp } from './app';
import { watchSupervisor } from '../lib/supervisor-watch';
import { loadSandboxConfig } from './config';
import { openSandboxDatabase } from './store/sandbox-db';

const main = async () => {
  const config = loadSandboxConfig();
  const store = await openSandboxDatabase(config.store);
  const app = await buildSandboxApp({ config, store });
  app.addHook('onClose', () => store.close());
  await app.listen({ host: config.host, port: config.port });
  const shutdown = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  watchSupervisor(shutdown);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
