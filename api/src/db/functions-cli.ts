import { loadConfig } from '../config';
import { openDatabase } from './client';
import { sqlFunctionDrift } from './sql-functions';

// `pnpm --filter @casino/api db:functions`: what the database (DATABASE_URL or the embedded DATA_DIR) runs
// that differs from drizzle/functions/. Exits 1 on any difference; changes nothing.
const main = async () => {
  const database = await openDatabase(loadConfig());
  try {
    const drift = await sqlFunctionDrift(database.db);
    for (const d of drift) console.log(`${d.problem.padEnd(18)} ${d.detail}`);
    console.log(drift.length ? `${drift.length} difference(s) between the ${database.kind} database and drizzle/functions/` : `the ${database.kind} database runs exactly drizzle/functions/`);
    process.exitCode = drift.length ? 1 : 0;
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
