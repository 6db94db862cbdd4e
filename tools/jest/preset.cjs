// Jest config for the browser packages (shared, shell, remotes): swc for TS/JSX, jsdom, RTL matchers.
const path = require('node:path');

/** @param {string} dir package directory */
module.exports = function jestPreset(dir, overrides = {}) {
  return {
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testEnvironment: require.resolve('jest-environment-jsdom'),
    transform: {
      '^.+\\.[jt]sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jest must transform.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valtio|proxy-compare|derive-valtio)[@/])'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
    clearMocks: true,
    // A bound, not a wait: a passing test ends as soon as it is done. jest's 5 s default fails tests on a busy
    // 2-core machine (a render that takes 2 s idle takes 6 s there), so the bound sits well above it.
    testTimeout: 30_000,
    reporters: ['default', path.join(__dirname, 'slowest-files.cjs')],
    ...overrides,
  };
};
