import { rmSync } from 'node:fs';
import { SANDBOX_TEMPLATE_ENV } from './sandbox-db';
import { dropPostgresTemplate, PG_TEMPLATE_ENV, TEMPLATE_ENV } from './template';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
  const sandboxFile = process.env[SANDBOX_TEMPLATE_ENV];
  if (sandboxFile) rmSync(sandboxFile, { force: true });
  const pgTemplate = process.env[PG_TEMPLATE_ENV];
  if (pgTemplate && process.env.DATABASE_URL) await dropPostgresTemplate(process.env.DATABASE_URL, pgTemplate);
}
