const { createConfig } = require('@casino/tools');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      kind: 'remote',
      mfName: 'mf_lobby',
      exposes: {
        './routes': './src/routes.ts',
        './HeaderSearch': './src/widgets/header-search.tsx',
        './DrawerSearch': './src/widgets/drawer-search.tsx',
        './DrawerProviders': './src/widgets/drawer-providers.tsx',
      },
      devEntry: './src/dev/index.ts',
    },
    argv,
  );
