import { decideEntry } from './entry-policy';

const HASH = `sha384-${'A'.repeat(64)}`;
const origins = { cdn: ['https://cdn.example'], dev: ['http://localhost:3001'] };

describe('decideEntry', () => {
  it('loads a CDN entry only with its hash', () => {
    expect(decideEntry({ entryUrl: 'https://cdn.example/lobby/1.0.0/remoteEntry.js', integrity: HASH }, origins)).toEqual({ ok: true, integrity: HASH });
    expect(decideEntry({ entryUrl: 'https://cdn.example/lobby/1.0.0/remoteEntry.js', integrity: null }, origins)).toMatchObject({ ok: false, reason: 'integrity' });
  });

  it('loads a dev build from a dev origin without a hash', () => {
    expect(decideEntry({ entryUrl: 'http://localhost:3001/remoteEntry.js', integrity: null }, origins)).toEqual({ ok: true, integrity: null });
  });

  it('refuses any other origin, and everything without a dev list (production)', () => {
    expect(decideEntry({ entryUrl: 'https://evil.example/remoteEntry.js', integrity: HASH }, origins)).toMatchObject({ ok: false, reason: 'origin' });
    expect(decideEntry({ entryUrl: 'http://localhost:3001/remoteEntry.js', integrity: null }, { cdn: origins.cdn, dev: [] })).toMatchObject({ ok: false, reason: 'origin' });
    expect(decideEntry({ entryUrl: 'not a url', integrity: null }, origins)).toMatchObject({ ok: false, reason: 'origin' });
  });
});
