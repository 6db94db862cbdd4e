// A real HTTP origin for release tests: serves a folder (the CDN storage) and the shell's mf-manifest.json.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { createFolderStorage, type TCdnStorage } from '../src/modules/platform/cdn-storage';
import { describeBuild } from '../src/modules/platform/publish-cli-runner';

type TShared = Array<{ name: string; version: string; requiredVersion: string; singleton?: boolean }>;

/** The shell's shared singletons as its build emits them (versions as in the workspace). */
export const shellShared: TShared = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-router', version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
  { name: '@casino/shared', version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
];

export interface TFixtureCdn {
  origin: string;
  dir: string;
  storage: TCdnStorage;
  /** While true every request fails with a 503 (the CDN down). */
  down: boolean;
  /** A remote's build folder, ready to publish (`shared` overrides the remote's singleton ranges). */
  makeBuild(remote: string, options?: { shared?: TShared; entry?: string }): string;
  /** What `pnpm remote publish` would record for that build, after uploading it. */
  upload(remote: string, version: string, options?: { shared?: TShared; entry?: string }): Promise<Awaited<ReturnType<typeof describeBuild>>>;
  close(): Promise<void>;
}

export const startFixtureCdn = async (): Promise<TFixtureCdn> => {
  const root = mkdtempSync(join(tmpdir(), 'casino-cdn-test-'));
  const dir = join(root, 'cdn');
  mkdirSync(dir);
  const state = { down: false };
  const server = http.createServer((req, res) => {
    void (async () => {
      if (state.down) {
        res.writeHead(503).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/shell/mf-manifest.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'shell', metaData: {}, shared: shellShared }));
        return;
      }
      const file = normalize(join(dir, decodeURIComponent(url.pathname)));
      if (!file.startsWith(dir + sep)) {
        res.writeHead(404).end();
        return;
      }
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storage = createFolderStorage({ dir, publicUrl: origin });
  let builds = 0;
  const makeBuild: TFixtureCdn['makeBuild'] = (remote, options = {}) => {
    const build = join(root, `build-${++builds}`);
    mkdirSync(build);
    const container = `mf_${remote.replace('-', '_')}`;
    const shared = options.shared ?? shellShared.map((s) => ({ ...s }));
    writeFileSync(join(build, 'mf-manifest.json'), JSON.stringify({ id: container, name: container, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } }, shared, exposes: [] }));
    writeFileSync(join(build, 'remoteEntry.js'), options.entry ?? `var ${container} = { build: ${builds} };`);
    writeFileSync(join(build, 'routes.json'), JSON.stringify({ namespace: remote, routes: [{ path: '', name: 'Home', titleKey: `${remote}:routes.Home`, order: 1, layouts: ['desktop'] }], titles: {} }));
    return build;
  };
  const fixture: TFixtureCdn = {
    origin,
    dir,
    storage,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    makeBuild,
    async upload(remote, version, options) {
      const build = makeBuild(remote, options);
      const { filesOf } = await import('../src/modules/platform/cdn-storage');
      await storage.putVersion(remote, version, await filesOf(build));
      return describeBuild(build, remote, version, storage, 'abcdef1');
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
  return fixture;
};

/** The env a test API needs to trust the fixture CDN and read the shell's ranges from it. */
export const cdnEnv = (cdn: TFixtureCdn, extra: Record<string, string> = {}): Record<string, string> => ({
  CDN_ORIGINS: cdn.origin,
  CDN_PUBLIC_URL: cdn.origin,
  SHELL_MANIFEST_URL: `${cdn.origin}/shell/mf-manifest.json`,
  ...extra,
});
