import pino from 'pino';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { systemClock } from '../../lib/clock';
import { createPlatformRepository } from './platform.repository';
import { createPlatformService } from './platform.service';
import { createDirectRegistryClient } from './registry-client';
import { runRegistryCli } from './registry-cli-runner';

// Staff CLI: `pnpm --filter @casino/api registry <command>`. See registry-cli-runner.ts for commands.
const config = loadConfig();
const exitCode = await runRegistryCli(process.argv.slice(2), {
  config,
  env: process.env,
  io: { out: (line) => console.log(line), err: (line) => console.error(line) },
  openDirect: async (actor) => {
    const database = await openDatabase(config);
    await database.migrate();
    await seedDatabase(database.db, { origins: config.origins });
    const logger = pino({ level: 'warn' }, pino.destination(2));
    const service = createPlatformService({ repo: createPlatformRepository(database.db), clock: systemClock, logger });
    return { client: createDirectRegistryClient(service, actor), close: () => database.close() };
  },
});
process.exit(exitCode);
