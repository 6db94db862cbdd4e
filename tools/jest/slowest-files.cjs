// A jest reporter: after the run, the slowest test files with their time, so a later look at a slow suite
// starts from where the time went (jest's own summary names only the files over 5 s, in the run's order).
const path = require('node:path');

const SHOWN = 10;

class SlowestFiles {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.shown = options.shown ?? SHOWN;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((r) => ({ file: path.relative(this.rootDir, r.testFilePath), ms: r.perfStats.end - r.perfStats.start, tests: r.numPassingTests + r.numFailingTests }))
      .filter((f) => Number.isFinite(f.ms) && f.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, this.shown);
    if (files.length < 2) return;
    const lines = files.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests)`);
    process.stderr.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFiles;
