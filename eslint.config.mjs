// One lint setup for the whole workspace. Boundaries of DESIGN.md section 2 are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const remotes = ['mf-lobby', 'mf-account', 'mf-mail-rewards', 'mf-wheel'];
// react-router reaches the apps through '@casino/shared' (shared/src/router.ts): one router per page, only
// the part the apps use sent (a shared module is never tree-shaken).
const ROUTER = { group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'], message: "Import the router from '@casino/shared' (shared/src/router.ts)." };
const noImport = (patterns, message, more = [ROUTER]) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...more] }],
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '.tools/**', '**/coverage/**', 'api/drizzle/**', '**/test-results/**', '**/playwright-report/**', 'bench/dist-mono/**', 'bench/.mono/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'shared/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['shared/src/**'],
    ignores: ['shared/src/router.ts'],
    rules: noImport(['@casino/shell*', '@casino/mf-*', '**/shell/**', '**/mf-*/**', '@casino/api*'], 'shared/ imports nothing from the apps.'),
  },
  {
    files: ['shared/src/router.ts'],
    rules: noImport(['@casino/shell*', '@casino/mf-*', '**/shell/**', '**/mf-*/**', '@casino/api*'], 'shared/ imports nothing from the apps.', []),
  },
  {
    files: ['shell/src/**'],
    rules: noImport(['@casino/mf-*', '**/mf-*/**', '@casino/api*'], 'The shell reaches remotes only through Module Federation at run time.'),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: noImport(
      [...remotes.filter((r) => r !== remote).flatMap((r) => [`@casino/${r}*`, `**/${r}/**`]), '@casino/shell*', '@casino/api*'],
      'A remote never imports another remote or the shell; talk through the bus and shared stores.',
    ),
  })),
  // The game provider's client (a third party's front end): its own engines and contract only.
  {
    files: ['game-client/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...noImport(['@casino/shared*', '@casino/mf-*', '@casino/shell*', '**/modules/**', '**/db/**'], 'The game client belongs to the provider: it talks to the provider only.', []),
    },
  },
  {
    files: ['api/src/sandbox/**'],
    rules: noImport(['**/modules/**', '**/db/**'], 'Sandbox services reach the operator only over signed HTTP.', []),
  },
  {
    files: ['api/src/modules/**', 'api/src/db/**'],
    rules: noImport(['**/sandbox/**'], 'The operator reaches sandbox services only over HTTP.', []),
  },
  {
    // route -> service -> repository -> db: a route never touches SQL (DESIGN.md section 2).
    files: ['api/src/modules/**/*.routes.ts'],
    rules: noImport(['**/sandbox/**', '**/*.repository', '**/*.tables', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'], 'Routes call services; repositories, tables and SQL belong below them.', []),
  },
  {
    // Services never touch HTTP objects: they get plain values from the route. Nor SQL: queries live in repositories.
    files: ['api/src/modules/**/*.service.ts'],
    rules: noImport(['**/sandbox/**', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'], 'Services take plain values and call repositories; HTTP belongs to the routes, SQL to the repositories.', []),
  },
  {
    // The sandbox services likewise: their SQL lives in stores (games/store.ts, sportsbook/sportsbook.store.ts).
    // payments/ still queries in its services: it is the next to move, so it is left out until then.
    files: ['api/src/sandbox/**/*.service.ts'],
    ignores: ['api/src/sandbox/payments/**'],
    rules: noImport(['**/modules/**', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'], 'Sandbox services reach the operator over signed HTTP and their database through a store.', []),
  },
  {
    // No import cycles in any package (they hide initialisation-order bugs).
    files: ['{api,shared,shell,console,game-client,mf-lobby,mf-account,mf-mail-rewards,mf-wheel}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['api', 'shared', 'shell', 'console', 'game-client', ...remotes].map((p) => `${p}/tsconfig.json`),
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
