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
    ...overrides,
  };
};
