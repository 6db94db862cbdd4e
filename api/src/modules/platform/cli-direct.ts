import pino from 'pino';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { systemClock } from '../../lib/clock';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { createPlatformModule } from './platform.module';
import { createDirectRegistryClient, type TRegistryClient } from './registry-client';

/** The platform services on the database itself, for a staff CLI run while no API is running. */
export const openDirectRegistry = async (config: Config, actor: string): Promise<{ client: TRegistryClient; close(): Promise<void> }> => {
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, { origins: config.origins });
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const module = createPlatformModule({ db: database.db, config, clock: systemClock, logger, limiter: createMemoryRateLimiter(systemClock) });
  return { client: createDirectRegistryClient(module, actor), close: () => database.close() };
};
