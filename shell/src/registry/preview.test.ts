import { PREVIEW_KEY, askWithPreview, expiryOf, previewFieldsOf, takePreviewToken } from './preview';
import { loadRegistry, sanitizeRegistry } from './registry';

const tokenWith = (claims: Record<string, unknown>) => `${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2ln`;

describe('preview token handling', () => {
  const now = Date.parse('2026-06-01T09:00:00Z');
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads ?preview= once, keeps it for this browser and takes it out of the address', () => {
    const token = tokenWith({ id: 'p1', market: 'az', pairs: [['lobby', '0.2.0']], exp: now + 3_600_000 });
    window.history.replaceState(null, '', `/games?market=az&preview=${encodeURIComponent(token)}#top`);
    expect(takePreviewToken(now)).toBe(token);
    expect(location.pathname + location.search + location.hash).toBe('/games?market=az#top');
    expect(JSON.parse(localStorage.getItem(PREVIEW_KEY)!)).toEqual({ token, exp: now + 3_600_000 });
    // the next page load of this browser: from storage
    expect(takePreviewToken(now + 1_000)).toBe(token);
  });

  it('forgets it once expired', () => {
    const token = tokenWith({ exp: now + 1_000 });
    window.history.replaceState(null, '', `/?preview=${token}`);
    expect(takePreviewToken(now)).toBe(token);
    expect(takePreviewToken(now + 1_000)).toBeNull();
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('no preview: nothing sent, nothing kept', () => {
    expect(takePreviewToken(now)).toBeNull();
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('an unreadable token is still sent once (the server words the refusal), then forgotten after a minute', () => {
    window.history.replaceState(null, '', '/?preview=garbage');
    expect(expiryOf('garbage')).toBeNull();
    expect(takePreviewToken(now)).toBe('garbage');
    expect(takePreviewToken(now + 61_000)).toBeNull();
  });

  it('sends the token with the registry request and forgets it when refused', async () => {
    localStorage.setItem(PREVIEW_KEY, JSON.stringify({ token: 'tok', exp: now + 60_000 }));
    const ask = jest.fn(async (params: Record<string, string>) => ({ resultData: { previewRefused: { reason: 'PREVIEW_EXPIRED', message: 'expired' }, params } }));
    await askWithPreview(ask, 'tok');
    expect(ask).toHaveBeenCalledWith({ preview: 'tok' });
    expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('keeps the token while the server accepts it', async () => {
    localStorage.setItem(PREVIEW_KEY, JSON.stringify({ token: 'tok', exp: now + 60_000 }));
    const answer = await askWithPreview(async () => ({ resultData: { preview: { id: 'p', expiresAt: 'x', remotes: [{ name: 'lobby', version: '0.2.0' }] } } }), 'tok');
    expect(answer?.preview).toEqual({ preview: { id: 'p', expiresAt: 'x', remotes: [{ name: 'lobby', version: '0.2.0' }] } });
    expect(localStorage.getItem(PREVIEW_KEY)).not.toBeNull();
    expect(await askWithPreview(async () => ({ resultData: {} }), null)).toBeNull();
  });

  it('the registry keeps channel preview and the preview fields, well-formed only', () => {
    const registry = sanitizeRegistry({
      market: { id: 'az', name: 'Azerbaijan', defaultLang: 'en', currency: 'AZN' },
      remotes: [{ name: 'lobby', manifestUrl: 'https://cdn.example/l/mf-manifest.json', entryUrl: 'https://cdn.example/l/remoteEntry.js', integrity: null, version: '0.2.0', channel: 'preview' }],
      switchedOff: [],
      preview: { id: 'p', expiresAt: '2026-06-01T11:00:00.000Z', remotes: [{ name: 'lobby', version: '0.2.0' }] },
    });
    expect(registry?.remotes[0]?.channel).toBe('preview');
    expect(previewFieldsOf({ preview: { id: 1 }, previewRefused: { reason: 'X' } })).toEqual({});
  });

  it('loadRegistry: the preview answer is applied and never kept as the last known good copy', async () => {
    const resultData = { market: { id: 'az', name: 'Azerbaijan', defaultLang: 'en', currency: 'AZN' }, remotes: [], switchedOff: [] };
    const preview = { id: 'p', expiresAt: 'x', remotes: [{ name: 'lobby' as const, version: '0.2.0' }] };
    const { registry } = await loadRegistry('az', async () => ({ resultData, preview: { preview } }));
    expect(registry.preview).toEqual(preview);
    expect(Object.keys(localStorage).some((k) => k.includes('registry'))).toBe(false);
  });
});
