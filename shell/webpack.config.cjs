const { createConfig } = require('@casino/tools');

module.exports = (env, argv) => createConfig({ dir: __dirname, kind: 'host', mfName: 'shell' }, argv);
