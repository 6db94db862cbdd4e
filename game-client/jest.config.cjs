// Jest for the game client: swc with Preact's JSX, jsdom; the provider's engines through @provider/*.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: require.resolve('jest-environment-jsdom', { paths: [path.dirname(require.resolve('@casino/tools/package.json'))] }),
  transform: {
    '^.+\\.m?[jt]sx?$': [
      require.resolve('@swc/jest', { paths: [path.dirname(require.resolve('@casino/tools/package.json'))] }),
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', importSource: 'preact' } }, target: 'es2020' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?preact[@/])'],
  moduleNameMapper: { '^@casino/format$': '<rootDir>/../shared/src/format/index.ts', '^@provider/(.*)$': '<rootDir>/../api/src/sandbox/games/$1', '^@sportsbook/(.*)$': '<rootDir>/../api/src/sandbox/sportsbook/$1', '\\.css$': require.resolve('@casino/tools/jest/style-stub.cjs') },
  setupFiles: [require.resolve('@casino/tools/jest/setup-env.cjs')],
  clearMocks: true,
};
