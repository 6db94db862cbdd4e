import { FIRST_PAINT_ID } from '@casino/shared';
import { platformStore } from '../platform-store';
import { FIRST_PAINT_MAX_MS, dismissFirstPaint, firstPaintPicture, followFirstPaint } from './first-paint';

const addPicture = () => {
  const el = document.createElement('div');
  el.id = FIRST_PAINT_ID;
  document.body.appendChild(el);
  return el;
};
const flush = () => Promise.resolve();

describe('the prerendered first screen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    platformStore.firstPageShown = false;
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('fades out and is removed when dismissed; a page without one is left alone', () => {
    const el = addPicture();
    dismissFirstPaint();
    expect(el.classList.contains('is-leaving')).toBe(true);
    jest.advanceTimersByTime(250);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    // Out of the page, still reachable: the trace can name it as the LCP element.
    expect(firstPaintPicture()).toBe(el);
    expect(el.isConnected).toBe(false);
    expect(() => dismissFirstPaint()).not.toThrow();
  });

  it('stays until the first page has rendered', async () => {
    addPicture();
    followFirstPaint();
    jest.advanceTimersByTime(5_000);
    expect(document.getElementById(FIRST_PAINT_ID)?.classList.contains('is-leaving')).toBe(false);
    platformStore.firstPageShown = true;
    await flush();
    jest.advanceTimersByTime(250);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('never outlives its limit when no page ever renders', () => {
    addPicture();
    followFirstPaint();
    jest.advanceTimersByTime(FIRST_PAINT_MAX_MS + 250);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
