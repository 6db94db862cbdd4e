import { loadConfig, type Config } from '../src/config';

/** Origins the test seed uses; fixed so assertions do not depend on the machine's ports. */
export const testOrigins = {
  lobby: 'http://localhost:3001',
  account: 'http://localhost:3002',
  'mail-rewards': 'http://localhost:3003',
  wheel: 'http://localhost:3004',
} as const;

export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({
    APP_MODE: 'sandbox',
    LOG_LEVEL: 'info',
    // Cheap hashing keeps the suite fast; production cost is measured in bench/.
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    ...env,
  });
