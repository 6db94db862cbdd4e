// Development server of the app in the current directory: `pnpm dev` in a front-end package.
// A remote runs standalone on its own port with a tiny dev host that mounts its routes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureCurrencyFonts } from '../fonts/currency-fonts.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
await ensureCurrencyFonts();
const configFactory = require(path.resolve('webpack.config.cjs'));
const config = configFactory({}, { mode: 'development' });

const server = new WebpackDevServer(config.devServer, webpack(config));
await server.start();
console.log(`dev server: http://localhost:${config.devServer.port}`);
