/**
 * Slot symbols drawn as inline SVG per theme (no images to load): four high symbols of the game's
 * theme (indexes 0-3, best first) and the royals A K Q J 10 (4-8).
 */
const ICONS: Record<string, string> = {
  bolt: '<path d="M13.5 2 4.5 13.5h6l-1.5 8.5 9.5-12h-6.2L13.5 2z"/>',
  crown: '<path d="M3 8.5l4.2 3.6L12 4.5l4.8 7.6L21 8.5l-1.8 10.5H4.8L3 8.5z"/><circle cx="12" cy="15.5" r="1.6" fill="#fff" opacity=".7"/>',
  gem: '<path d="M6.5 3.5h11l4 5.5L12 21 2.5 9l4-5.5z"/><path d="M2.5 9h19M9 3.5 7.5 9 12 21l4.5-12L15 3.5" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1"/>',
  star: '<path d="M12 2.5l2.9 6.3 6.8.7-5.1 4.6 1.5 6.8L12 17.4l-6.1 3.5 1.5-6.8-5.1-4.6 6.8-.7z"/>',
  heart: '<path d="M12 21s-8.5-5.4-8.5-11.3A4.7 4.7 0 0 1 12 6.8a4.7 4.7 0 0 1 8.5 2.9C20.5 15.6 12 21 12 21z"/>',
  candy: '<circle cx="12" cy="12" r="5.2"/><path d="M6.8 12 2.5 8.5v7zM17.2 12l4.3-3.5v7z"/><path d="M9 9.5c2 1 4 4 6 5" stroke="#fff" stroke-opacity=".6" stroke-width="1.4" fill="none"/>',
  lollipop: '<circle cx="12" cy="9" r="6.5"/><path d="M12 9m-4 0a4 4 0 1 1 4 4" stroke="#fff" stroke-opacity=".6" stroke-width="1.5" fill="none"/><rect x="11.2" y="15" width="1.6" height="7.5" rx=".8" fill="#eee"/>',
  seven: '<path d="M5 4h14v3.2L11.5 21H7.6l7.2-13.8H5z"/>',
  cherry: '<path d="M8 14c1-5 4-9 9-11M15.5 14c0-4 .5-7 1.5-11" stroke="#3a7d2c" stroke-width="1.6" fill="none"/><circle cx="7.5" cy="16.5" r="4"/><circle cx="16" cy="16.5" r="4"/>',
  bell: '<path d="M12 3a6 6 0 0 1 6 6v5.2l2.2 3.3H3.8L6 14.2V9a6 6 0 0 1 6-6z"/><circle cx="12" cy="19.6" r="2"/>',
  lemon: '<ellipse cx="12" cy="12" rx="8.5" ry="6.3" transform="rotate(-20 12 12)"/><path d="M8 10c2-1.5 5-2 7-1" stroke="#fff" stroke-opacity=".55" stroke-width="1.3" fill="none"/>',
  eye: '<path d="M2 12s4-6.5 10-6.5S22 12 22 12s-4 6.5-10 6.5S2 12 2 12z"/><circle cx="12" cy="12" r="3.4" fill="#111"/><path d="M8 18.5 6 22M12 18.5V22" stroke="currentColor" stroke-width="1.5"/>',
  pyramid: '<path d="M12 3 2 20.5h20L12 3z"/><path d="M12 3l3 17.5" stroke="#000" stroke-opacity=".25" stroke-width="1.2"/>',
  scarab: '<ellipse cx="12" cy="13.5" rx="5.5" ry="7"/><circle cx="12" cy="5.5" r="2.6"/><path d="M12 7v13.5M6.5 10 3 8M17.5 10 21 8M6.5 15 3 17M17.5 15l3.5 2" stroke="currentColor" stroke-width="1.3"/>',
  ankh: '<path d="M12 2.5a4 5 0 0 1 0 10 4 5 0 0 1 0-10zm0 2.3a1.8 2.8 0 0 0 0 5.6 1.8 2.8 0 0 0 0-5.6z" fill-rule="evenodd"/><rect x="4.5" y="11.5" width="15" height="2.8" rx="1"/><rect x="10.6" y="12" width="2.8" height="10" rx="1"/>',
  fish: '<path d="M2.5 12c4.2-6.2 11.6-6.2 15.3 0-3.7 6.2-11.1 6.2-15.3 0z"/><path d="M17.3 12 22 7.5v9z"/><circle cx="7" cy="11" r="1.1" fill="#111"/>',
  anchor: '<circle cx="12" cy="5" r="2.4" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7.5V20M7 11h10M4 14c0 4 4 6.5 8 6.5s8-2.5 8-6.5" fill="none" stroke="currentColor" stroke-width="2.2"/>',
  shell: '<path d="M12 20.5 3 11a9 9 0 0 1 18 0l-9 9.5z"/><path d="M12 20.5V5M12 20.5 7 6.5M12 20.5l5-14M12 20.5 4 10M12 20.5l8-10.5" stroke="#fff" stroke-opacity=".45" stroke-width="1"/>',
  pearl: '<circle cx="12" cy="12" r="8"/><circle cx="9.3" cy="9.2" r="2.4" fill="#fff" opacity=".65"/>',
  coin: '<circle cx="12" cy="12" r="8.8"/><rect x="9.6" y="9.6" width="4.8" height="4.8" fill="#000" opacity=".35"/><circle cx="12" cy="12" r="6.4" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="1"/>',
  lantern: '<rect x="5.5" y="6" width="13" height="13" rx="6"/><rect x="9" y="3" width="6" height="3" rx="1"/><rect x="9" y="19" width="6" height="2.5" rx="1"/><path d="M12 6v13M8.5 7.5c-1 3-1 7 0 10M15.5 7.5c1 3 1 7 0 10" stroke="#000" stroke-opacity=".25" fill="none"/>',
  fan: '<path d="M12 20 2.5 9.5a13.5 13.5 0 0 1 19 0L12 20z"/><path d="M12 20 6 6.2M12 20l0-15M12 20l6-13.8" stroke="#000" stroke-opacity=".25"/>',
  paw: '<ellipse cx="12" cy="15.5" rx="5" ry="4.3"/><circle cx="5.5" cy="10" r="2.2"/><circle cx="9.3" cy="6" r="2.3"/><circle cx="14.7" cy="6" r="2.3"/><circle cx="18.5" cy="10" r="2.2"/>',
  moon: '<path d="M15.5 2.8a9.5 9.5 0 1 0 5.7 14.6A8 8 0 0 1 15.5 2.8z"/>',
  sun: '<circle cx="12" cy="12" r="5"/><path d="M12 1.5v4M12 18.5v4M1.5 12h4M18.5 12h4M4.6 4.6l2.8 2.8M16.6 16.6l2.8 2.8M4.6 19.4l2.8-2.8M16.6 7.4l2.8-2.8" stroke="currentColor" stroke-width="2"/>',
  feather: '<path d="M20 3C11 4 5 10 5 18l-1.5 3.5L7 20c8 0 13-6 13-17z"/><path d="M5 19 15 8" stroke="#000" stroke-opacity=".3" stroke-width="1.2"/>',
};

/** Per theme: the four high symbols and their colours. */
export const THEMES: Record<string, { icons: [string, string, string, string]; colours: [string, string, string, string] }> = {
  olympus: { icons: ['crown', 'bolt', 'gem', 'star'], colours: ['#ffcf4a', '#7cc4ff', '#c77dff', '#ff9f43'] },
  sweets: { icons: ['heart', 'lollipop', 'candy', 'star'], colours: ['#ff4f8b', '#ff9ff3', '#54d1db', '#ffd166'] },
  egypt: { icons: ['eye', 'ankh', 'scarab', 'pyramid'], colours: ['#3fa7ff', '#ffcf4a', '#2ecc71', '#e1a95f'] },
  fruits: { icons: ['seven', 'bell', 'cherry', 'lemon'], colours: ['#ff3b3b', '#ffcf4a', '#e0245e', '#f7e84a'] },
  ocean: { icons: ['pearl', 'fish', 'anchor', 'shell'], colours: ['#f2f7ff', '#ff8c42', '#4cc9f0', '#ff99c8'] },
  dragon: { icons: ['coin', 'lantern', 'fan', 'pearl'], colours: ['#ffcf4a', '#ff4d4d', '#ff7eb6', '#7bed9f'] },
  wild: { icons: ['sun', 'paw', 'moon', 'feather'], colours: ['#ffb703', '#d4a373', '#cdd7ff', '#ff6b6b'] },
  gems: { icons: ['gem', 'gem', 'gem', 'gem'], colours: ['#e0f7ff', '#ff3860', '#2ecc71', '#3f7cff'] },
};

import { useGame } from '../context';
import type { TKey } from '../i18n';

const ROYALS = ['A', 'K', 'Q', 'J', '10'];
const ROYAL_COLOURS = ['#ff5d73', '#ffb03b', '#4cd4a1', '#5aa9ff', '#c084fc'];

/** A symbol's stable name for tests (the icon's key, or the royal's letter). */
export const symbolName = (symbol: number, theme: string): string => (symbol < 4 ? (THEMES[theme] ?? THEMES.olympus!).icons[symbol]! : ROYALS[symbol - 4]!);

export function SlotSymbol({ symbol, theme }: { symbol: number; theme: string }) {
  const { t } = useGame();
  const th = THEMES[theme] ?? THEMES.olympus!;
  if (symbol >= 4) {
    return (
      <span class="gc-sym gc-sym--royal" style={{ color: ROYAL_COLOURS[symbol - 4] }} role="img" aria-label={ROYALS[symbol - 4]}>
        {ROYALS[symbol - 4]}
      </span>
    );
  }
  return (
    <span class="gc-sym" style={{ color: th.colours[symbol] }} role="img" aria-label={t(`sym_${symbolName(symbol, theme)}` as TKey)}>
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" dangerouslySetInnerHTML={{ __html: ICONS[th.icons[symbol]!] ?? '' }} />
    </span>
  );
}
