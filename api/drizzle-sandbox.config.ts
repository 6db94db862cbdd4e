import { defineConfig } from 'drizzle-kit';

/** The sandbox third parties' own database (api/src/sandbox/store): a migration set of its own. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/sandbox/store/schema.ts',
  out: './drizzle-sandbox',
});
