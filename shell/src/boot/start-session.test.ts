import type { Envelope } from '@casino/shared';
import { checkReturningDevice } from './start-session';

const ok = (resultData: boolean): Envelope<boolean> => ({ state: '200', msg: '', success: true, resultData });

describe('checkReturningDevice', () => {
  it('posts the device number and reads the boolean resultData', async () => {
    const post = jest.fn(async () => ok(true));
    await expect(checkReturningDevice('dev-1', post)).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/user/checkOldUser', { deviceNumber: 'dev-1' });
    await expect(checkReturningDevice('dev-1', async () => ok(false))).resolves.toBe(false);
  });

  it('counts a failed call or a missing device number as not returning', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(checkReturningDevice('dev-1', async () => Promise.reject(new Error('down')))).resolves.toBe(false);
    const post = jest.fn();
    await expect(checkReturningDevice('', post)).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
  });
});

describe('afterSignLoaded', () => {
  it('settles once the data loaded after the sign is in, not before', async () => {
    jest.resetModules();
    let finish!: () => void;
    jest.doMock('./after-sign', () => ({ loadAfterSign: jest.fn(() => new Promise<void>((r) => (finish = r))) }));
    jest.doMock('@casino/shared', () => ({ ...jest.requireActual('@casino/shared'), startTouristSession: jest.fn(async () => undefined), apiPost: jest.fn(async () => ok(false)) }));
    const session = await import('./start-session');
    await session.startSession();
    const loaded = jest.fn();
    void session.afterSignLoaded().then(loaded);
    await Promise.resolve();
    expect(loaded).not.toHaveBeenCalled();
    finish();
    await session.afterSignLoaded();
    expect(loaded).toHaveBeenCalled();
  });
});
