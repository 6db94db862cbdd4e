import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../../app';
import { installFakeApi, me, registryList, versionsOfLobby, type TFakeApi } from '../../testing/fake-api';

const version = (v: string, extra: Record<string, unknown> = {}) => ({
  remote: 'lobby',
  version: v,
  manifestUrl: `https://cdn.example/lobby/${v}/mf-manifest.json`,
  entryUrl: `https://cdn.example/lobby/${v}/remoteEntry.js`,
  integrity: 'sha384-abc',
  shared: { react: '^19.3.1' },
  routes: null,
  gitCommit: '0123abcd99',
  gitAuthor: null,
  builtAt: null,
  sizes: null,
  overBudgetReason: null,
  publishedBy: 'ci',
  publishedAt: '2026-11-30T09:00:00.000Z',
  routePaths: [],
  runs: [],
  health: {},
  sizeDiff: {},
  audit: [],
  ...extra,
});

const page = {
  remote: 'lobby',
  markets: [{ id: 'az', name: 'Azərbaycan', enabled: true, pinned: '1.0.0', canary: { version: '1.1.0', percent: 50 } }],
  versions: [
    version('1.1.0', {
      gitAuthor: 'Ayşe Yılmaz',
      builtAt: '2026-11-30T08:15:00.000Z',
      sizes: { unit: 'bytes', entry: 8200, exposes: { './routes': 900 }, routes: { Home: 14000 } },
      runs: [{ market: 'az', channel: 'canary', percent: 50, enabled: true }],
      health: { az: { sessions: 40, failed: 1, rate: 0.025 } },
      sizeDiff: { az: { entry: 200, exposes: { './routes': 0 }, routes: { Home: -1000 } } },
      audit: [{ id: 3, marketId: 'az', remoteName: 'lobby', action: 'canary', actor: 'ayse', reason: 'try it', oldValue: null, newValue: { canary: '1.1.0' }, createdAt: '2026-11-30T10:00:00.000Z' }],
    }),
    version('1.0.0', { runs: [{ market: 'az', channel: 'pinned', percent: 50, enabled: true }] }),
  ],
  compare: [] as unknown[],
};
const compare = [
  {
    market: 'az',
    version: '1.1.0',
    pinned: '1.0.0',
    sizes: {
      version: { unit: 'bytes', entry: 8200, exposes: {}, routes: { Home: 14000 } },
      pinned: { unit: 'bytes', entry: 8000, exposes: {}, routes: { Home: 15000 } },
      diff: { entry: 200, exposes: {}, routes: { Home: -1000 } },
    },
    shared: [
      { name: 'react', version: '^19.3.1', pinned: '^19.3.1', changed: false },
      { name: 'react-router', version: '^7.18.5', pinned: '^7.1.0', changed: true },
    ],
    routes: { added: ['search'], removed: ['games'], same: [''] },
  },
];

let api: TFakeApi;
const start = (path: string, lang: 'en' | 'tk' = 'en') => {
  sessionStorage.setItem('casino-console-session', 'tok');
  window.history.pushState({}, '', path);
  api = installFakeApi({
    '/admin/staff/me': () => ({ data: me('viewer', 'viewer.one', lang) }),
    '/admin/registry/list': () => ({ data: registryList }),
    '/admin/registry/versions': () => ({ data: versionsOfLobby }),
    '/admin/registry/release': (body) => (body.version === '9.9.9' ? { status: 404, code: 'VERSION_NOT_FOUND', msg: 'Version 9.9.9 of lobby is not published.' } : { data: { ...page, compare: body.version ? compare : [] } }),
  });
  render(<App />);
};
afterEach(() => {
  api.restore();
  sessionStorage.clear();
});

describe('the release page of a remote', () => {
  it('is linked from the Versions screen', async () => {
    start('/versions');
    fireEvent.click(await screen.findByTestId('release-page-link'));
    expect(await screen.findByText('Releases of lobby')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/registry/release')?.body).toEqual({ remote: 'lobby' });
  });

  it('shows each version with commit, author, build and publish time, where it runs, health, size differences and audit', async () => {
    start('/versions/lobby');
    const card = await screen.findByTestId('release-1.1.0');
    expect(card).toHaveTextContent('Ayşe Yılmaz');
    expect(card).toHaveTextContent('0123abcd99');
    expect(within(card).getByTestId('built')).toHaveTextContent('2026-11-30 11:15:00');
    expect(within(card).getByTestId('run-az-canary')).toHaveTextContent('az: Canary 50%');
    expect(within(card).getByTestId('health')).toHaveTextContent('az: 2.5% (1/40)');
    expect(card).toHaveTextContent('route Home');
    expect(card).toHaveTextContent('−1.0 kB');
    expect(card).toHaveTextContent('+0.2 kB');
    expect(within(card).getByTestId('audit')).toHaveTextContent('canary · ayse — try it');
    expect(screen.getByTestId('release-1.0.0')).toHaveTextContent('not recorded');
    expect(screen.getByTestId('markets')).toHaveTextContent('az Azərbaycan: Pinned 1.0.0 · Canary 1.1.0 50%');
    expect(screen.getByTestId('previews-slot')).toBeInTheDocument();
  });

  it('compares a version with the pinned one: sizes with +/-, changed shared ranges, routes added and removed', async () => {
    start('/versions/lobby');
    fireEvent.click(within(await screen.findByTestId('release-1.1.0')).getByRole('link', { name: 'Compare with pinned' }));
    const view = await screen.findByTestId('compare-az');
    expect(view).toHaveTextContent('vs 1.0.0 pinned in az');
    expect(view).toHaveTextContent('15.0 kB');
    expect(within(view).getAllByTestId('shared-changed').map((r) => r.textContent)).toEqual([expect.stringContaining('react-router')]);
    expect(within(view).getByTestId('routes-added')).toHaveTextContent('/search');
    expect(within(view).getByTestId('routes-removed')).toHaveTextContent('/games');
    expect(api.calls.filter((c) => c.path === '/admin/registry/release').at(-1)?.body).toEqual({ remote: 'lobby', version: '1.1.0' });
  });

  it('speaks Turkish by default and shows the API\'s message for an unknown version', async () => {
    start('/versions/lobby?compare=9.9.9', 'tk');
    expect(await screen.findByText('Version 9.9.9 of lobby is not published.')).toBeInTheDocument();
    expect(screen.getByText('lobby yayınları')).toBeInTheDocument();
  });
});
