const { createConfig } = require('@casino/tools');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      kind: 'remote',
      mfName: 'mf_mail_rewards',
      exposes: {
        './routes': './src/routes.ts',
        './MailPopup': './src/widgets/mail-popup.tsx',
      },
      devEntry: './src/dev/index.ts',
    },
    argv,
  );
