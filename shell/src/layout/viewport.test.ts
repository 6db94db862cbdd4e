import { ensureViewportMeta, watchLayout } from './viewport';

const resizeTo = (width: number, height: number) => {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
};

describe('watchLayout', () => {
  afterEach(() => resizeTo(1024, 768));

  it('sets the root font size and the design pixel, and updates both on resize', () => {
    resizeTo(1920, 1080);
    const stop = watchLayout('desktop', jest.fn());
    expect(document.documentElement.style.fontSize).toBe('100px');
    resizeTo(1440, 900);
    expect(document.documentElement.style.fontSize).toBe('75px');
    expect(document.documentElement.style.getPropertyValue('--design-px')).toBe(`${1440 / 750}px`);
    stop();
  });

  it('reloads only when the 780 px threshold is crossed, once', () => {
    resizeTo(1200, 800);
    const reload = jest.fn();
    const stop = watchLayout('desktop', reload);
    resizeTo(900, 800);
    resizeTo(781, 800);
    expect(reload).not.toHaveBeenCalled();
    resizeTo(780, 800);
    resizeTo(500, 800);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads a mobile page that grows past 780 px', () => {
    resizeTo(390, 844);
    const reload = jest.fn();
    const stop = watchLayout('mobile', reload);
    resizeTo(700, 844);
    expect(reload).not.toHaveBeenCalled();
    resizeTo(1000, 844);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('ensureViewportMeta', () => {
  it.each(['mobile', 'desktop'] as const)('lets the player pinch-zoom on the %s layout', (layout) => {
    ensureViewportMeta(layout);
    const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]');
    expect(metas).toHaveLength(1);
    const content = metas[0]?.content ?? '';
    expect(content).toContain('width=device-width');
    expect(content).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(content).not.toMatch(/maximum-scale/);
  });
});
