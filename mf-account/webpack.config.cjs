const { createConfig } = require('@casino/tools');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      kind: 'remote',
      mfName: 'mf_account',
      exposes: {
        './routes': './src/routes.ts',
        './PhoneBindDialog': './src/widgets/phone-bind-dialog.ts',
        './AccountOverlay': './src/widgets/account-overlay.ts',
        './LoginPage': './src/pages/login.tsx',
      },
      devEntry: './src/dev/index.ts',
    },
    argv,
  );
