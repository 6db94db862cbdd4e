import { loadRemote, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RegistryRemote } from '@casino/shared';
import { EntryRefusedError, RemoteLoadError } from './load-errors';
import { loadExposed, registerMarketRemotes } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registered: ModuleFederationRuntimePlugin[] = [];
(registerPlugins as jest.MockedFunction<typeof registerPlugins>).mockImplementation((plugins) => {
  registered.push(...(plugins ?? []));
});

const chunkError = () => Object.assign(new Error('Loading chunk 806 failed.\n(error: http://localhost:3101/__federation_expose_routes.js)'), { name: 'ChunkLoadError' });

beforeEach(() => mockedLoadRemote.mockReset());

describe('loadExposed', () => {
  it('asks once more for a chunk that failed (a preload that failed while the origin was down answers the first ask)', async () => {
    mockedLoadRemote.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ default: 'routes' });
    await expect(loadExposed('lobby', './routes')).resolves.toEqual({ default: 'routes' });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(mockedLoadRemote).toHaveBeenLastCalledWith('mf_lobby/routes');
  });

  it('a chunk that fails twice, or an entry that does not load, is a failure (the unavailable panel)', async () => {
    mockedLoadRemote.mockRejectedValue(chunkError());
    await expect(loadExposed('lobby', './routes')).rejects.toThrow('Loading chunk 806 failed');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);

    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    await expect(loadExposed('lobby', './HeaderSearch')).rejects.toThrow('RUNTIME-008');
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });
});

const CDN = 'https://cdn.example.test';
const remote = (over: Partial<RegistryRemote>): RegistryRemote => ({
  name: 'wheel',
  manifestUrl: `${CDN}/wheel/1.0.0/mf-manifest.json`,
  version: '1.0.0',
  entryUrl: `${CDN}/wheel/1.0.0/remoteEntry.js`,
  integrity: `sha384-${'a'.repeat(64)}`,
  channel: 'stable',
  ...over,
});

/** The integrity hook as the runtime calls it when it is about to add the entry's <script>. */
const createEntryScript = (url: string) => {
  const plugin = registered.find((p) => p.name === 'casino-entry-integrity') as ModuleFederationRuntimePlugin;
  const createScript = plugin.createScript as (args: { url: string; attrs: object; remoteInfo: { name: string; entry: string } }) => unknown;
  return () => createScript({ url, attrs: {}, remoteInfo: { name: 'mf_wheel', entry: url } });
};

/** What the runtime rejects with when a hook throws: its own error, with only the hook's text. */
const runtime008 = (text: string) => new Error(`[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 ${text}`);

describe('the stage of a failed load, as data', () => {
  beforeAll(() => {
    window.__CASINO_CONFIG__ = { remoteOrigins: { cdn: [CDN], dev: [] } } as typeof window.__CASINO_CONFIG__;
  });
  afterAll(() => {
    delete window.__CASINO_CONFIG__;
  });

  it('an entry without its recorded hash is refused by the hook (integrity) and the load fails at that stage', async () => {
    const entryUrl = `${CDN}/wheel/1.0.1/remoteEntry.js`;
    registerMarketRemotes([remote({ entryUrl, integrity: null })]);
    const attempt = createEntryScript(entryUrl);
    expect(attempt).toThrow(EntryRefusedError);
    expect(attempt).toThrow(expect.objectContaining({ stage: 'integrity' }));
    mockedLoadRemote.mockRejectedValue(runtime008('has no recorded hash'));
    const failure = loadExposed('wheel', './routes');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ remote: 'wheel', stage: 'integrity', message: expect.stringContaining('RUNTIME-008') });
  });

  it('an entry on an origin not allowed is refused (origin); a URL the registry did not give is an integrity refusal', async () => {
    const foreign = 'https://evil.example.test/remoteEntry.js';
    registerMarketRemotes([remote({ entryUrl: foreign })]);
    expect(createEntryScript(foreign)).toThrow(expect.objectContaining({ stage: 'origin' }));
    mockedLoadRemote.mockRejectedValue(runtime008('not on an allowed origin'));
    await expect(loadExposed('wheel', './routes')).rejects.toMatchObject({ stage: 'origin' });

    registerMarketRemotes([remote({})]);
    expect(createEntryScript(`${CDN}/wheel/9.9.9/remoteEntry.js`)).toThrow(expect.objectContaining({ stage: 'integrity' }));
    await expect(loadExposed('wheel', './routes')).rejects.toMatchObject({ stage: 'integrity' });
  });

  it('a failure the hook did not make is the entry stage, even when its text looks like a refusal; registering again forgets a refusal', async () => {
    registerMarketRemotes([remote({})]);
    expect(createEntryScript(`${CDN}/wheel/1.0.0/remoteEntry.js`)()).toBeInstanceOf(HTMLScriptElement);
    mockedLoadRemote.mockRejectedValue(new Error('[integrity] a message that only looks like a refusal'));
    await expect(loadExposed('wheel', './routes')).rejects.toMatchObject({ stage: 'entry' });
  });
});
