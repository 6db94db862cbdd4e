import { DESKTOP_MIN_WIDTH_PX, ROOT_FONT_MIN_PX, type LayoutKind } from '@casino/shared';

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Desktop when the window is wider than 780 px and the device is not mobile (spec section 2). */
export function detectLayout(width: number, userAgent: string): LayoutKind {
  return width > DESKTOP_MIN_WIDTH_PX && !MOBILE_UA.test(userAgent) ? 'desktop' : 'mobile';
}

/** Root font size: min(width/1920, height/1080) x 100 px, at least 50. */
export function rootFontSizePx(width: number, height: number): number {
  return Math.max(ROOT_FONT_MIN_PX, Math.min(width / 1920, height / 1080) * 100);
}
