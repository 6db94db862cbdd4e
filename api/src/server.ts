import devStaffModule from '@casino/tools/dev-staff.cjs';
import { buildApp, createLogger } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { watchSupervisor } from './lib/supervisor-watch';

const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  logger.info({ db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined }, 'database opened');
  await database.exclusively(async () => {
    await database.migrate();
    await seedDatabase(database.db, { origins: config.origins });
  });
  logger.info('migrations applied and seed checked');

  const app = await buildApp({ config, database, logger, startWorkers: true });
  // The console's demo account: published secrets, so sandbox mode only (npm start prints them).
  const { DEV_STAFF } = devStaffModule;
  if (config.mode === 'sandbox') {
    await app.staff.ensureDevAccount(DEV_STAFF);
    logger.warn({ login: DEV_STAFF.login }, 'sandbox mode: the console demo staff account is enabled (its password and TOTP secret are in tools/dev-staff.cjs)');
  } else if (await app.staff.disableDevAccount(DEV_STAFF.login)) {
    logger.warn({ login: DEV_STAFF.login }, 'production mode: disabled the sandbox demo staff account');
  }
  await app.listen({ host: config.host, port: config.port });
  if (config.adminTokenIsDevDefault) {
    logger.warn({ adminToken: config.adminToken }, 'sandbox mode: using the default dev admin token (set ADMIN_TOKEN to change it)');
  }
  logger.info({ url: `http://localhost:${config.port}`, mode: config.mode }, 'casino API listening');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  watchSupervisor(() => void shutdown('supervisor gone'));
};

main().catch((error: unknown) => {
  // Config errors are the operator's to fix: print them plainly, without a stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
