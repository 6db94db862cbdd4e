import { writeFileSync } from 'node:fs';
import { createFreshPglite, TEMPLATE_ENV, templatePath } from './template';

/** Migrates and seeds one PGlite, and dumps it for every test file to load (see template.ts). */
export default async function globalSetup(): Promise<void> {
  const database = await createFreshPglite();
  try {
    if (!database.dumpDataDir) throw new Error('the template database is not a PGlite');
    const file = templatePath();
    writeFileSync(file, await database.dumpDataDir());
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
}
