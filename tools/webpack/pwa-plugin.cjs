// The host's installable-app files: its service worker (bundled from TypeScript with esbuild into `sw.js`, one
// file at the origin's root so its scope is the whole site), the files of its `public/` folder (web app
// manifest, icons, offline page) copied as they are, and the manifest's <link> in index.html.
const fs = require('node:fs');
const path = require('node:path');

/** Every file under `dir`, as paths relative to it (with `/`). */
const filesUnder = (dir, prefix = '') =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
        return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), rel) : [rel];
      })
    : [];

class PwaPlugin {
  /** @param {{ worker: string, publicDir: string, minify?: boolean }} options absolute paths */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const { worker, publicDir, minify = true } = this.options;
    compiler.hooks.thisCompilation.tap('PwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'PwaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const esbuild = require('esbuild');
        try {
          const out = await esbuild.build({
            entryPoints: [worker],
            bundle: true,
            write: false,
            minify,
            format: 'iife',
            platform: 'browser',
            target: 'es2020',
            metafile: true,
            legalComments: 'none',
          });
          for (const input of Object.keys(out.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input));
          compilation.emitAsset('sw.js', new sources.RawSource(Buffer.from(out.outputFiles[0].contents)));
        } catch (error) {
          compilation.errors.push(new WebpackError(`sw.js: cannot bundle ${worker}\n${error.message}`));
        }
        compilation.contextDependencies.add(publicDir);
        for (const file of filesUnder(publicDir)) {
          compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(path.join(publicDir, file))));
        }
      });
      compilation.hooks.processAssets.tap({ name: 'PwaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const html = compilation.getAsset('index.html');
        if (!html || !compilation.getAsset('manifest.webmanifest')) return;
        const links = '<link rel=manifest href=/manifest.webmanifest><link rel=apple-touch-icon href=/icons/icon-192.png>';
        compilation.updateAsset('index.html', new sources.RawSource(html.source.source().toString().replace('</head>', `${links}</head>`)));
      });
    });
  }
}

module.exports = { PwaPlugin };
