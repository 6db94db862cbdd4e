const path = require('node:path');
const { createConfig } = require('@casino/tools');

module.exports = (env, argv) =>
  createConfig(
    {
      dir: __dirname,
      kind: 'host',
      mfName: 'shell',
      // Most players read the default language (tk): its messages are preloaded with the boot's chunks.
      bootChunks: ['i18n-common-tk-json', 'i18n-shell-tk-json'],
      // The service worker (src/sw) and the installable app's files (public: manifest, icons, offline page).
      pwa: { worker: path.join(__dirname, 'src', 'sw', 'worker.ts'), publicDir: path.join(__dirname, 'public') },
    },
    argv,
  );
