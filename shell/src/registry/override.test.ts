import type { Registry } from '@casino/shared';
import { decideEntry } from '../mf/entry-policy';
import { OVERRIDE_STORAGE_KEY, applyOverrides, isOverrideOrigin, parseOverrideParam, resolveOverrides } from './override';
import { wantsOverride } from './override-origin';

const sandbox = { cdn: ['https://cdn.example'], dev: ['http://localhost:3001'] };
const production = { cdn: ['https://cdn.example'], dev: [] };
const LOCAL = 'http://localhost:3101/remoteEntry.js';

const registry: Registry = {
  market: { id: 'tr', name: 'TR', defaultLang: 'tk', currency: 'TRY' },
  requestedMarket: null,
  remotes: [
    { name: 'lobby', manifestUrl: 'https://cdn.example/lobby/1.0.0/mf-manifest.json', entryUrl: 'https://cdn.example/lobby/1.0.0/remoteEntry.js', integrity: `sha384-${'A'.repeat(64)}`, version: '1.0.0', channel: 'stable' },
    { name: 'wheel', manifestUrl: 'https://cdn.example/wheel/1.0.0/mf-manifest.json', entryUrl: 'https://cdn.example/wheel/1.0.0/remoteEntry.js', integrity: null, version: '1.0.0', channel: 'stable' },
  ],
  switchedOff: [],
  sharedByAllDevices: true,
};

beforeEach(() => localStorage.clear());

describe('parseOverrideParam', () => {
  it('reads repeated and comma-separated values, clears with name@ and off', () => {
    const { changes } = parseOverrideParam(`?override=lobby@${LOCAL},wheel@http://127.0.0.1:3104/remoteEntry.js&override=account@`);
    expect(changes.get('lobby')).toBe(LOCAL);
    expect(changes.get('wheel')).toBe('http://127.0.0.1:3104/remoteEntry.js');
    expect(changes.get('account')).toBeNull();
    expect(parseOverrideParam('?override=off').clearAll).toBe(true);
    expect(parseOverrideParam('?override=nope@x').malformed).toHaveLength(1);
    expect(parseOverrideParam('?market=tr').changes.size).toBe(0);
  });
});

describe('isOverrideOrigin', () => {
  it('allows loopback on any port and the sandbox dev origins, nothing else', () => {
    expect(isOverrideOrigin('http://localhost:3101/remoteEntry.js', sandbox)).toBe(true);
    expect(isOverrideOrigin('http://127.0.0.1:9/remoteEntry.js', sandbox)).toBe(true);
    expect(isOverrideOrigin('http://[::1]:3101/remoteEntry.js', sandbox)).toBe(true);
    expect(isOverrideOrigin('http://localhost:3001/remoteEntry.js', sandbox)).toBe(true);
    expect(isOverrideOrigin('https://evil.example/remoteEntry.js', sandbox)).toBe(false);
    expect(isOverrideOrigin('http://localhost.evil.example/remoteEntry.js', sandbox)).toBe(false);
    expect(isOverrideOrigin('https://cdn.example/lobby/remoteEntry.js', sandbox)).toBe(false);
    expect(isOverrideOrigin('not a url', sandbox)).toBe(false);
    expect(isOverrideOrigin(LOCAL, production)).toBe(false);
  });
});

describe('resolveOverrides', () => {
  it('stores an accepted override and keeps it for the next page', () => {
    expect(resolveOverrides(`?override=lobby@${LOCAL}`, sandbox)).toEqual({ active: { lobby: LOCAL }, refused: [] });
    expect(JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY)!)).toEqual({ lobby: LOCAL });
    expect(resolveOverrides('', sandbox).active).toEqual({ lobby: LOCAL });
  });

  it('refuses a non-dev origin and never stores it', () => {
    const { active, refused } = resolveOverrides('?override=lobby@https://evil.example/remoteEntry.js', sandbox);
    expect(active).toEqual({});
    expect(refused).toEqual([{ name: 'lobby', url: 'https://evil.example/remoteEntry.js', reason: 'origin' }]);
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('clears one with name@ and all with off', () => {
    resolveOverrides(`?override=lobby@${LOCAL}&override=wheel@${LOCAL}`, sandbox);
    expect(resolveOverrides('?override=lobby@', sandbox).active).toEqual({ wheel: LOCAL });
    expect(resolveOverrides('?override=off', sandbox).active).toEqual({});
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('ignores everything in production: refused, storage cleared, a console warning', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ lobby: LOCAL }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { active, refused } = resolveOverrides(`?override=wheel@${LOCAL}`, production);
    expect(active).toEqual({});
    expect(refused.map((r) => r.reason)).toEqual(['production', 'production']);
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('applyOverrides', () => {
  it('rewrites the overridden entry: dev channel and version, no hash, manifest from its folder', () => {
    const out = applyOverrides(registry, { lobby: 'http://localhost:3101/dist/remoteEntry.js' });
    expect(out.remotes[0]).toEqual({ name: 'lobby', entryUrl: 'http://localhost:3101/dist/remoteEntry.js', manifestUrl: 'http://localhost:3101/dist/mf-manifest.json', integrity: null, version: 'dev', channel: 'dev' });
    expect(out.remotes[1]).toBe(registry.remotes[1]);
    expect(applyOverrides(registry, {})).toBe(registry);
  });

  it('the entry policy loads an accepted override without a hash outside production only', () => {
    const [lobby] = applyOverrides(registry, { lobby: LOCAL }).remotes;
    expect(decideEntry(lobby!, sandbox)).toEqual({ ok: true, integrity: null });
    expect(decideEntry(lobby!, production)).toMatchObject({ ok: false, reason: 'origin' });
    expect(decideEntry({ ...lobby!, entryUrl: 'https://evil.example/remoteEntry.js' }, sandbox)).toMatchObject({ ok: false, reason: 'origin' });
  });
});

describe('wantsOverride (decides whether the override code loads at all)', () => {
  it('is false for a page with no override asked for or kept, true for either', () => {
    expect(wantsOverride('?market=az')).toBe(false);
    expect(wantsOverride(`?override=lobby@${LOCAL}`)).toBe(true);
    localStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ lobby: LOCAL }));
    expect(wantsOverride('')).toBe(true);
  });
});
