import { buildSandboxApp } from './app';
import { loadSandboxConfig } from './config';

const main = async () => {
  const config = loadSandboxConfig();
  const app = await buildSandboxApp({ config });
  await app.listen({ host: config.host, port: config.port });
  const shutdown = () => {
    void app.close().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
