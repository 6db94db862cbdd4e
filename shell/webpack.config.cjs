const { createConfig } = require('@casino/tools');

// Most players read the default language (tk): its messages are preloaded with the boot's chunks.
module.exports = (env, argv) => createConfig({ dir: __dirname, kind: 'host', mfName: 'shell', bootChunks: ['i18n-common-tk-json', 'i18n-shell-tk-json'] }, argv);
