// One lint setup for the whole workspace. Boundaries of DESIGN.md section 2 are enforced here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const remotes = ['mf-lobby', 'mf-account', 'mf-mail-rewards', 'mf-wheel'];
// react-router reaches the apps through '@casino/shared' (shared/src/router.ts): one router per page, only
// the part the apps use sent (a shared module is never tree-shaken).
const ROUTER = { group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'], message: "Import the router from '@casino/shared' (shared/src/router.ts)." };
// Components read valtio stores through useStore (shared/src/stores/use-store.ts), never valtio's own hook.
const STORE_HOOK = { name: 'valtio', importNames: ['useSnapshot'], message: "Read a store with useStore from '@casino/shared' (shared/src/stores/use-store.ts)." };
const noImport = (patterns, message, more = [ROUTER]) => ({
  'no-restricted-imports': ['error', { paths: [STORE_HOOK], patterns: [{ group: patterns, message }, ...more] }],
});

/** The folders directly under `dir` (a package's features or screens): each one is a feature with its own index.ts. */
const foldersOf = (dir) => readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/**
 * Feature boundaries (as bulletproof-react draws them): a file outside feature X (another feature, a page, a widget,
 * routes.ts) reaches X only through X/index.ts, its public face; X's inner folders are its own. Stylesheets are not
 * code and stay importable (a page picks the styles it lays out with). One zone per feature; a new feature folder
 * is picked up by itself. Tests may reach inside a feature to mock it.
 */
const featureZones = (dir) =>
  foldersOf(dir).map((feature) => ({
    target: [`${path.dirname(dir)}/*.{ts,tsx}`, `${path.dirname(dir)}/!(${path.basename(dir)})/**`, `${dir}/!(${feature})/**`],
    from: `${dir}/${feature}/**`,
    except: [path.join(ROOT, dir, feature, 'index.{ts,tsx}'), path.join(ROOT, dir, feature, '**/*.css')],
    message: `Reach ${dir}/${feature} only through its index.ts (its public face): import from the folder, not from inside it.`,
  }));
/**
 * Turkey's market data: the only files that may name the lira or draw its sign (issue 40). Everything else takes a
 * currency from the market, the player or the record. The sandbox payment gateway simulates Turkish rails (and the
 * card and m10 of Azerbaijan): its currencies are its own data.
 */
const TR_MARKET_DATA = [
  'api/src/modules/platform/platform.seed.ts',
  'api/src/modules/cashier/cashier.config.ts',
  'api/src/modules/vip/vip.config.ts',
  'api/src/modules/wheel/wheel.config.ts',
  'api/src/modules/bonus/bonus.seed.ts',
  'api/src/modules/bonus/free-rounds.seed.ts',
  'api/src/modules/rewards/rewards.seed.ts',
  'api/src/sandbox/payments/**',
];
const NO_LIRA = 'No market\'s money is a default: take the currency (and its sign) from the market, the player or the record; Turkey\'s lira lives in tr market data only (TR_MARKET_DATA).';

const FEATURE_DIRS = [...['mf-lobby', 'mf-account', 'mf-mail-rewards'].map((r) => `${r}/src/features`), 'console/src/screens'];

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
    // The sandbox services likewise: their SQL lives in stores (games/store.ts, sportsbook/sportsbook.store.ts,
    // payments/payments.store.ts).
    files: ['api/src/sandbox/**/*.service.ts'],
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
  {
    files: ['{api,shared,shell,console,game-client,mf-lobby,mf-account,mf-mail-rewards,mf-wheel}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helpers.ts', '**/testing/**', ...TR_MARKET_DATA],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/\\bTRY\\b|₺/]', message: NO_LIRA },
        { selector: 'TemplateElement[value.raw=/\\bTRY\\b|₺/]', message: NO_LIRA },
      ],
    },
  },
  {
    // Feature boundaries inside a package (featureZones above). A separate rule from no-restricted-imports, so
    // the per-package patterns above stay as they are.
    files: FEATURE_DIRS.map((dir) => `${path.dirname(dir)}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: FEATURE_DIRS.flatMap(featureZones) }] },
  },
);
