// Prints a remote's routes.json: its `./routes` module evaluated in Node (loaders are never called), reduced to
// data, with the messages its route titles need. Run by the webpack preset (tsx) at build time.
// Usage: tsx extract-routes.mts <path to src/routes.ts>
import Module from 'node:module';
import { pathToFileURL } from 'node:url';
import { toRoutesData, type RemoteManifest } from '../../shared/src/contracts/remote';

// A routes module may import UI code that imports CSS; in Node the styles are irrelevant.
(Module as unknown as { _extensions: Record<string, (m: { exports: unknown }) => void> })._extensions['.css'] = (m) => {
  m.exports = {};
};

const LANGS = ['tk', 'en', 'zh-CN'] as const;
const file = process.argv[2];
if (!file) throw new Error('usage: extract-routes.mts <src/routes.ts>');
const mod = (await import(pathToFileURL(file).href)) as { default: RemoteManifest | { default: RemoteManifest } };
const manifest = ('routes' in mod.default ? mod.default : mod.default.default) as RemoteManifest;
const messages = Object.fromEntries(await Promise.all(LANGS.map(async (lang) => [lang, await manifest.messages(lang)] as const)));
process.stdout.write(JSON.stringify(toRoutesData(manifest, messages)));
