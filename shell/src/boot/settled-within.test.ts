import { settledWithin } from './settled-within';

describe('settledWithin', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the work settles, done or failed', async () => {
    jest.useFakeTimers();
    let finish!: () => void;
    const done = jest.fn();
    void settledWithin(new Promise<void>((r) => (finish = r)), 1_000).then(done);
    await jest.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled();
    finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
    await expect(settledWithin(Promise.reject(new Error('down')), 1_000)).resolves.toBeUndefined();
  });

  it('resolves after the limit when the work takes longer', async () => {
    jest.useFakeTimers();
    const done = jest.fn();
    void settledWithin(new Promise(() => {}), 1_000).then(done);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
