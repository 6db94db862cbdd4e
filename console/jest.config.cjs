module.exports = require('@casino/tools/jest/preset.cjs')(__dirname, { testTimeout: 20_000 });
