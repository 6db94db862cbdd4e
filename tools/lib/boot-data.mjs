// What the home page's code asks for first, written into its HTML by the shell's server, so a phone does not
// wait for each answer in turn (registry, then each remote's routes.json, then the lobby's code, then the
// catalogue, then its rows: one round trip each on slow 4G):
// - the market's registry, only when every device gets the same answer (no canary running: the API says so
//   with `sharedByAllDevices`; during a canary each device still asks with its own id). Asked on every page,
//   never cached here, so a pin or a rollback reaches the next page at once;
// - each enabled remote's route data (its routes.json; cached per URL, a published version's never changes);
// - the lobby's catalogue (`/labelGame/list`) and the first label's rows (`/labelGame/getGameByLabelCategoryAndPage`,
//   page 1), public and the same for every player, cached for `ttlMs` and refreshed in the background;
// - preload hints for the home route's remote: its entry (with its SRI hash) and its `./routes` chunks.
// Any failure or a slow API leaves the part out: the page then asks for it itself, as before.

import { cachedLoader, within } from './ttl-cache.mjs';

/** The rows the home page shows per category (mf-lobby's ROW_SIZE); a row is used only at this page size. */
export const HOME_ROW_SIZE = 12;
/** The home page's route path and the expose that holds a remote's route table. */
const HOME_PATH = '';
const ROUTES_EXPOSE = './routes';

const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;
const isHttpUrl = (value) => typeof value === 'string' && /^https?:\/\/[^\s"'<>]+$/.test(value);

/** The remote whose route table has the home route (outside no layout), from the route data. */
export const homeRemoteOf = (routes) =>
  Object.entries(routes).find(([, data]) => data.routes.some((r) => r.path === HOME_PATH && !r.outsideLayout && !r.children))?.[0] ?? null;

/**
 * Preload hints for a remote's first code: its entry as the shell's runtime will load it (with `integrity` and
 * `crossorigin` when it has a hash, else without, so the browser reuses the preload), and the chunks its
 * `./routes` expose needs at once, from its mf-manifest.json (a webpack chunk script has no crossorigin).
 */
export const preloadsFor = (remote, manifest) => {
  const entry = { href: remote.entryUrl, ...(INTEGRITY.test(remote.integrity ?? '') ? { integrity: remote.integrity } : {}) };
  const expose = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === ROUTES_EXPOSE) : undefined;
  const sync = Array.isArray(expose?.assets?.js?.sync) ? expose.assets.js.sync : [];
  const origin = new URL(remote.entryUrl).origin;
  const chunks = sync
    .filter((file) => typeof file === 'string' && /^[\w./-]+\.js$/.test(file) && !file.includes('..'))
    .map((file) => new URL(file, remote.entryUrl))
    // Only the remote's own files: never another origin (`//host/x.js`), whatever its manifest says.
    .filter((url) => url.origin === origin && isHttpUrl(url.href))
    .map((url) => ({ href: url.href }));
  return [entry, ...chunks];
};

/**
 * @param {{ apiOrigin: string, ttlMs?: number, timeoutMs?: number, fetchImpl?: typeof fetch, now?: () => number }} options
 */
export const createBootData = ({ apiOrigin, ttlMs = 30_000, timeoutMs = 300, fetchImpl = fetch, now = Date.now }) => {
  const cache = cachedLoader({ ttlMs, now });
  const request = async (url, init = {}) => {
    const res = await fetchImpl(url, { ...init, headers: { accept: 'application/json', ...init.headers }, signal: AbortSignal.timeout(5_000) });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return res.json();
  };
  // The API's envelope: its resultData when state is '200'.
  const api = async (path, { method = 'POST', body = {} } = {}) => {
    const envelope = await request(new URL(path, apiOrigin), method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
    if (envelope?.state !== '200') throw new Error(`${path}: ${envelope?.code ?? envelope?.state}`);
    return envelope.resultData;
  };

  const catalogue = () =>
    cache('catalogue', async () => {
      const list = await api('/labelGame/list');
      if (!list || !Array.isArray(list.labelList) || !Array.isArray(list.categoryList)) return undefined;
      const label = list.labelList[0];
      const rows = {};
      if (label) {
        await Promise.all(
          list.categoryList.map(async (c) => {
            const page = await api('/labelGame/getGameByLabelCategoryAndPage', { body: { labelId: label.labelId, categoryId: c.categoryId, page: 1, pageSize: HOME_ROW_SIZE } });
            if (page && Array.isArray(page.list)) rows[`${label.labelId}:${c.categoryId}:${HOME_ROW_SIZE}`] = page;
          }),
        );
      }
      return { catalogue: list, rows };
    });

  const routesOf = (remote) =>
    cache(`routes:${remote.manifestUrl}`, async () => {
      const data = await request(new URL('routes.json', remote.manifestUrl));
      return data && typeof data.namespace === 'string' && Array.isArray(data.routes) ? data : undefined;
    });
  const manifestOf = (remote) => cache(`manifest:${remote.manifestUrl}`, () => request(remote.manifestUrl));

  const registryFor = async (market) => {
    const query = new URLSearchParams(market ? { market } : {});
    const registry = await api(`/platform/registry?${query}`, { method: 'GET' });
    if (!registry?.sharedByAllDevices || !Array.isArray(registry.remotes)) return undefined;
    const remotes = registry.remotes.filter((r) => isHttpUrl(r?.manifestUrl) && isHttpUrl(r?.entryUrl));
    const routes = Object.fromEntries(
      (await Promise.all(remotes.map(async (r) => [r.manifestUrl, await routesOf(r).catch(() => undefined)]))).filter(([, data]) => data),
    );
    const byName = Object.fromEntries(remotes.filter((r) => routes[r.manifestUrl]).map((r) => [r.name, routes[r.manifestUrl]]));
    const home = remotes.find((r) => r.name === homeRemoteOf(byName));
    const preloads = home ? preloadsFor(home, await manifestOf(home).catch(() => undefined)) : [];
    return { registry, routes, preloads };
  };

  return {
    /**
     * The boot data for a home page of `market` (null: the default market), each part within `timeoutMs`.
     * @returns {Promise<{ registry?: object, routes?: Record<string, object>, catalogue?: object, rows?: Record<string, object>, preloads: Array<{ href: string, integrity?: string }> }>}
     */
    current: async (market) => {
      const [boot, shop] = await Promise.all([
        within(registryFor(market).catch(() => undefined), timeoutMs),
        within(catalogue().catch(() => undefined), timeoutMs),
      ]);
      return { ...(boot ?? { preloads: [] }), ...(shop ?? {}) };
    },
    /** Starts the first loads (catalogue, default market's route data), so the first visitor does not wait for them. */
    warm: () => {
      void catalogue().catch(() => {});
      void registryFor(null).catch(() => {});
    },
  };
};
