// Webpack + Module Federation config factory shared by the shell and the four remotes,
// so that every app shares the same singletons with the same semver ranges. `kind: 'spa'` (the staff
// console) is a plain single-page app: the same loaders and compression, no federation.
const path = require('node:path');
const zlib = require('node:zlib');
const { spawnSync } = require('node:child_process');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ports, runtimeConfigScript } = require('../ports.cjs');
const { PwaPlugin } = require('./pwa-plugin.cjs');
const { RouteChunksPlugin } = require('./route-chunks-plugin.cjs');

/** Libraries that must exist once per page (DESIGN.md section 3). */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // react-router is not shared by itself: the apps get it from @casino/shared (shared/src/router.ts), so only
  // the part they use is built. rxjs is used inside @casino/shared only, and goes with it.
  'valtio',
  'i18next',
  'react-i18next',
  'dayjs',
  '@casino/shared',
];

/**
 * React Router's production build (its development warnings off). Its package names only the development build
 * in `exports` (its own Vite plugin picks the other), so a production build points webpack at it. The apps import
 * it through @casino/shared (shared/src/router.ts): that package's copy.
 */
function reactRouterProduction() {
  const root = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [path.join(__dirname, '..', '..', 'shared')] })), 'dist', 'production');
  return { 'react-router$': path.join(root, 'index.mjs'), 'react-router/dom$': path.join(root, 'dom-export.mjs') };
}

/** The ESM build of the plugin that hands the host's runtime core to the remotes (`_FEDERATION_RUNTIME_CORE`). */
const EXTERNAL_RUNTIME_PROVIDER = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

/** Text assets worth compressing; the static servers send the `.br` / `.gz` sibling the browser accepts. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Brotli at the highest quality and gzip at level 9, once at build time, so no server compresses per request. */
const compressionPlugins = () => [
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 512,
    minRatio: 0.9,
  }),
  new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: COMPRESSIBLE, compressionOptions: { level: 9 }, threshold: 512, minRatio: 0.9 }),
];

/**
 * Emits `routes.json` beside a remote's `mf-manifest.json`: its `./routes` as data (no loaders) with the route
 * titles per language, so the shell builds its tables, menu and titles without running the remote's code.
 */
class RoutesDataPlugin {
  constructor(routesFile, dir) {
    this.routesFile = routesFile;
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesDataPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const out = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'extract-routes.mts'), this.routesFile], {
          cwd: this.dir,
          encoding: 'utf8',
        });
        if (out.status !== 0) {
          compilation.errors.push(new WebpackError(`routes.json: cannot evaluate ${this.routesFile}\n${out.stderr}`));
          return;
        }
        compilation.emitAsset('routes.json', new sources.RawSource(out.stdout));
      });
    });
  }
}

/**
 * Emits `build-info.json` beside a remote's `mf-manifest.json`: when the build was made and from which commit.
 * `pnpm remote publish` records `builtAt` with the version (beside its publish time). Nothing else reads it.
 */
class BuildInfoPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: compiler.context, encoding: 'utf8' });
        const info = { builtAt: new Date().toISOString(), commit: git.status === 0 ? git.stdout.trim() : null };
        compilation.emitAsset('build-info.json', new sources.RawSource(`${JSON.stringify(info)}\n`));
      });
    });
  }
}

/**
 * The host's index.html preloads the chunks its boot needs: the `bootstrap` chunk group (the async boundary of
 * src/index.ts) and the chunks of the shared modules it consumes, as the host provides them (its provided copy
 * is the one the page loads, not the consumer's fallback). Without this the
 * browser learns of them only once main.js has run: one round trip more before anything starts.
 */
class BootPreloadPlugin {
  /** @param {string[]} alsoChunks named chunk groups the boot loads too (the default language's messages) */
  constructor(alsoChunks = []) {
    this.alsoChunks = alsoChunks;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      // Last stage: chunk files carry their final (real content hash) names by now.
      compilation.hooks.processAssets.tap({ name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        const html = compilation.getAsset('index.html');
        if (!group || !html) return;
        const { chunkGraph } = compilation;
        // The host provides every shared module, and its provided copy is the one the page loads.
        const provided = new Map();
        for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
        const files = new Set();
        const seen = new Set();
        const addBlocks = (module) => {
          for (const block of module.blocks) addChunks(chunkGraph.getBlockChunkGroup(block));
        };
        // A chunk group's files, and (recursively) those of the shared modules it consumes.
        const addChunks = (chunkGroup) => {
          if (!chunkGroup || seen.has(chunkGroup)) return;
          seen.add(chunkGroup);
          for (const chunk of chunkGroup.chunks) {
            for (const file of chunk.files) if (file.endsWith('.js') || file.endsWith('.css')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === 'consume-shared-module') addBlocks(provided.get(module.options?.shareKey) ?? module);
            }
          }
        };
        addChunks(group);
        for (const name of this.alsoChunks) addChunks(compilation.namedChunkGroups.get(name));
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : String(compilation.outputOptions.publicPath ?? '');
        // Low priority, as main.js (defer) has: they are needed after the first paint, which must not wait for them.
        const links = [...files]
          .sort()
          .map((file) => `<link rel=preload as=${file.endsWith('.css') ? 'style' : 'script'} href=${publicPath}${file} fetchpriority=low>`)
          .join('');
        compilation.updateAsset('index.html', new sources.RawSource(html.source.source().toString().replace('</head>', `${links}</head>`)));
      });
    });
  }
}

function readJson(file) {
  return JSON.parse(require('node:fs').readFileSync(file, 'utf8'));
}

function sharedConfig(pkg, sharedPkg) {
  const versions = { ...sharedPkg.peerDependencies, ...pkg.dependencies, '@casino/shared': sharedPkg.version };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const base = name.endsWith('/') ? name.slice(0, -1) : name;
      const version = versions[base];
      if (!version) throw new Error(`${pkg.name}: shared singleton ${base} is not a dependency`);
      const exact = version.replace(/^[\^~]/, '');
      return [name, { singleton: true, requiredVersion: `^${exact}`, version: name.endsWith('/') ? undefined : exact }];
    }),
  );
}

/**
 * @param {object} opts
 * @param {string} opts.dir        package directory (__dirname of its webpack config)
 * @param {'host'|'remote'|'spa'} opts.kind
 * @param {string} opts.mfName     federation container name, e.g. 'mf_lobby'
 * @param {Record<string,string>} [opts.exposes]
 * @param {string[]} [opts.runtimePlugins]
 * @param {string} [opts.devEntry]  standalone dev host entry for a remote (mode development only)
 * @param {string} [opts.entry]     the entry of a page (default ./src/index.ts)
 * @param {string} [opts.title]     the page title (default Casino)
 * @param {string[]} [opts.bootChunks] a host's named chunks its index.html preloads besides its boot (e.g. the default language's messages)
 * @param {{ worker: string, publicDir: string }} [opts.pwa] a host's service worker source and public files (manifest, icons, offline page)
 */
function createConfig(opts, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProd = mode === 'production';
  const pkg = readJson(path.join(opts.dir, 'package.json'));
  const sharedPkg = readJson(path.join(__dirname, '../../shared/package.json'));
  const portKey = pkg.name.replace('@casino/', '').replace(/^mf-/, '');
  const port = ports[portKey];
  const isSpa = opts.kind === 'spa';
  // A page of its own: the host, a plain SPA, or a remote's standalone dev host.
  const isPage = opts.kind === 'host' || isSpa;
  const withHtml = isPage || !isProd;

  return {
    mode,
    context: opts.dir,
    entry: { main: isPage || isProd ? opts.entry || './src/index.ts' : opts.devEntry || './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: isPage ? '/' : 'auto',
      // Entries keep stable names (served no-cache; the MF container cannot take a hash here);
      // lazy chunks are content-hashed and cached for a long time.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: opts.mfName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: isProd ? reactRouterProduction() : {} },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            // Production: real stylesheets (content-hashed .css files the browser parses off the main thread's
            // script work, loaded beside their chunk, cached immutable), not CSS strings inside JavaScript.
            isProd ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: { modules: { auto: /\.module\.css$/, localIdentName: isProd ? `${portKey}-[hash:base64:6]` : `${portKey}-[name]__[local]` } },
            },
          ],
        },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        // Fonts are files, never inlined: a face with a unicode-range loads only on a page that shows one of its characters.
        { test: /\.woff2?$/, type: 'asset/resource' },
        // A feature's index.ts (src/features/<name>/index.ts) only re-exports: declared free of side effects, an
        // import through it is bound to the module that defines the name, so a page's chunk holds what it names
        // and nothing else the index lists (as if it imported the module itself).
        { test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
      ],
    },
    plugins: [
      !isSpa &&
        new ModuleFederationPlugin({
        name: opts.mfName,
        filename: 'remoteEntry.js',
        exposes: opts.exposes,
        shared: sharedConfig(pkg, sharedPkg),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // One federation runtime on the page: the host provides its runtime core and production remotes
        // use it instead of bundling their own copy (~60 KB each). A remote's dev build keeps its own
        // runtime, so its standalone dev host works without the shell.
        // (The host adds the provider plugin itself, in its ESM build: `provideExternalRuntime` would add the
        // CommonJS one, which pulls a second, CommonJS copy of the runtime core into the host.)
        runtimePlugins: [...(opts.runtimePlugins ?? []), ...(opts.kind === 'host' ? [EXTERNAL_RUNTIME_PROVIDER] : [])],
        // The runtime's size options (MF 2.8+): only browsers run it (`target: 'web'` drops the Node loading
        // paths), and remotes are registered by their entries, never by manifest, so the snapshot plugin goes too.
        experiments: {
          ...(opts.kind === 'remote' && isProd ? { externalRuntime: true } : {}),
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      withHtml &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: opts.title || 'Casino',
          // The site's mark in the tab (without it the browser asks for /favicon.ico and logs its 404).
          favicon: path.join(__dirname, 'favicon.svg'),
          chunks: ['main'],
        }),
      isProd && new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      opts.kind === 'host' && isProd && new BootPreloadPlugin(opts.bootChunks),
      opts.kind === 'host' && opts.pwa && new PwaPlugin({ ...opts.pwa, minify: isProd }),
      opts.kind === 'remote' && isProd && opts.exposes?.['./routes'] && new RoutesDataPlugin(path.join(opts.dir, opts.exposes['./routes']), opts.dir),
      opts.kind === 'remote' && isProd && new BuildInfoPlugin(),
      opts.kind === 'remote' && isProd && opts.exposes?.['./routes'] && new RouteChunksPlugin(path.join(opts.dir, opts.exposes['./routes'])),
      ...(isProd ? compressionPlugins() : []),
    ].filter(Boolean),
    performance: { hints: false },
    optimization: { moduleIds: isProd ? 'deterministic' : 'named' },
    devServer: {
      port,
      hot: false,
      liveReload: true,
      historyApiFallback: withHtml,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: false },
      // The console calls the API through its own origin (the API's CORS list does not name it).
      proxy: isSpa ? [{ context: ['/api'], target: `http://127.0.0.1:${ports.api}`, pathRewrite: { '^/api': '' } }] : undefined,
      setupMiddlewares(middlewares, server) {
        server.app.get('/runtime-config.js', (_req, res) => {
          res.type('application/javascript').send(runtimeConfigScript(isSpa ? { apiBaseUrl: '/api' } : undefined));
        });
        return middlewares;
      },
    },
  };
}

module.exports = { createConfig, SINGLETONS };
