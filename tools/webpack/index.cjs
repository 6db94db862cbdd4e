// Webpack + Module Federation config factory shared by the shell and the four remotes,
// so that every app shares the same singletons with the same semver ranges.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ports, runtimeConfigScript } = require('../ports.cjs');

/** Libraries that must exist once per page (DESIGN.md section 3). */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'rxjs',
  'valtio',
  'i18next',
  'react-i18next',
  'dayjs',
  'axios',
  '@casino/shared',
];

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
 * @param {'host'|'remote'} opts.kind
 * @param {string} opts.mfName     federation container name, e.g. 'mf_lobby'
 * @param {Record<string,string>} [opts.exposes]
 * @param {string[]} [opts.runtimePlugins]
 * @param {string} [opts.devEntry]  standalone dev host entry for a remote (mode development only)
 */
function createConfig(opts, argv = {}) {
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const isProd = mode === 'production';
  const pkg = readJson(path.join(opts.dir, 'package.json'));
  const sharedPkg = readJson(path.join(__dirname, '../../shared/package.json'));
  const portKey = pkg.name.replace('@casino/', '').replace(/^mf-/, '');
  const port = ports[portKey];
  const withHtml = opts.kind === 'host' || !isProd;

  return {
    mode,
    context: opts.dir,
    entry: { main: opts.kind === 'host' || isProd ? './src/index.ts' : opts.devEntry || './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(opts.dir, 'dist'),
      publicPath: opts.kind === 'host' ? '/' : 'auto',
      // Entries keep stable names (served no-cache; the MF container cannot take a hash here);
      // lazy chunks are content-hashed and cached for a long time.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: opts.mfName,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
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
            require.resolve('style-loader'),
            {
              loader: require.resolve('css-loader'),
              options: { modules: { auto: /\.module\.css$/, localIdentName: isProd ? `${portKey}-[hash:base64:6]` : `${portKey}-[name]__[local]` } },
            },
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: opts.mfName,
        filename: 'remoteEntry.js',
        exposes: opts.exposes,
        shared: sharedConfig(pkg, sharedPkg),
        shareStrategy: 'loaded-first',
        runtimePlugins: opts.runtimePlugins,
        dts: false,
        manifest: true,
      }),
      withHtml &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Casino',
          chunks: ['main'],
        }),
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
      setupMiddlewares(middlewares, server) {
        server.app.get('/runtime-config.js', (_req, res) => {
          res.type('application/javascript').send(runtimeConfigScript());
        });
        return middlewares;
      },
    },
  };
}

module.exports = { createConfig, SINGLETONS };
