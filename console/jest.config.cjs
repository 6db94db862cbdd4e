module.exports = require('@casino/tools/jest/preset.cjs')(__dirname);
