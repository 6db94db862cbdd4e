import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExposed } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

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
