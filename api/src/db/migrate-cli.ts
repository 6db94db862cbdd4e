import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDatabase } from './seed';

// `pnpm --filter @casino/api migrate`: applies migrations and the seed without starting the API.
const main = async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.exclusively(async () => {
      await database.migrate();
      await seedDatabase(database.db, { origins: config.origins });
    });
    console.log(`migrated and seeded (${database.kind})`);
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
