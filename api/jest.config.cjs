/**
 * Jest runs the TypeScript sources through swc as CommonJS (the package itself is ESM under tsx),
 * so nothing that jest loads may use `import.meta`. The test script sets --experimental-vm-modules
 * because PGlite loads its WASM with a dynamic import().
 */
const swc = (syntax) => ({
  jsc: { parser: { syntax }, target: 'es2022' },
  module: { type: 'commonjs' },
});

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test-support'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc('typescript')],
    // light-my-request (app.inject) pulls cookie@2, which ships only ESM; Node 20 cannot require it.
    '/node_modules/.+/cookie/.+\\.js$': ['@swc/jest', swc('ecmascript')],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@|cookie/))'],
  globalSetup: '<rootDir>/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/test-support/global-teardown.ts',
  // PGlite is CPU heavy; two workers match the two cores of the dev and CI machines.
  maxWorkers: 2,
  // Suites start PGlite, the sandbox vendors and sometimes PostgreSQL databases: generous on a busy 2-core machine.
  testTimeout: 90_000,
  reporters: ['default', require.resolve('@casino/tools/jest/slowest-files.cjs')],
};
