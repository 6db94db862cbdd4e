const { createConfig } = require('@casino/tools');

// A plain SPA: no module federation (the console is never composed into the shell).
module.exports = (env, argv) => createConfig({ dir: __dirname, kind: 'spa', mfName: 'casino_console', entry: './src/index.tsx', title: 'Casino Console' }, argv);
