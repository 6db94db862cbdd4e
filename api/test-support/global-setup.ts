import { writeFileSync } from 'node:fs';
import { dumpSandboxTemplate, SANDBOX_TEMPLATE_ENV, sandboxTemplatePath } from './sandbox-db';
import { createFreshPglite, createPostgresTemplate, PG_TEMPLATE_ENV, TEMPLATE_ENV, templatePath } from './template';

/** Migrates and seeds one PGlite and dumps it for every test file to load (see template.ts). */
const dumpPgliteTemplate = async (): Promise<string> => {
  const database = await createFreshPglite();
  try {
    if (!database.dumpDataDir) throw new Error('the template database is not a PGlite');
    const file = templatePath();
    writeFileSync(file, await database.dumpDataDir());
    return file;
  } finally {
    await database.close();
  }
};

/** The sandbox services' store, migrated once, for every in-memory sandbox a test starts (sandbox-db.ts). */
const writeSandboxTemplate = async (): Promise<string> => {
  const file = sandboxTemplatePath();
  writeFileSync(file, await dumpSandboxTemplate());
  return file;
};

/**
 * The PGlite templates (the API's and the sandbox store's), and with DATABASE_URL a PostgreSQL template database the files copy (template.ts); made
 * side by side: one is WASM in this process, the other the PostgreSQL server's work.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  const [file, sandboxFile, pgTemplate] = await Promise.all([dumpPgliteTemplate(), writeSandboxTemplate(), adminUrl ? createPostgresTemplate(adminUrl) : undefined]);
  process.env[TEMPLATE_ENV] = file;
  process.env[SANDBOX_TEMPLATE_ENV] = sandboxFile;
  if (pgTemplate) process.env[PG_TEMPLATE_ENV] = pgTemplate;
}
