import { detectLayout, rootFontSizePx } from './detect';

const desktopUA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156 Safari/537.36';
const phoneUA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

describe('layout choice', () => {
  it('is desktop only above 780 px on a non-mobile device', () => {
    expect(detectLayout(781, desktopUA)).toBe('desktop');
    expect(detectLayout(780, desktopUA)).toBe('mobile');
    expect(detectLayout(1440, phoneUA)).toBe('mobile');
  });
});

describe('root font size', () => {
  it('is min(width/1920, height/1080) x 100 with a floor of 50', () => {
    expect(rootFontSizePx(1920, 1080)).toBe(100);
    expect(rootFontSizePx(1440, 900)).toBe(75);
    expect(rootFontSizePx(390, 844)).toBe(50);
  });
});
