import { useEffect, useRef, type RefObject } from 'react';

/** What Tab can reach (before the tabindex, disabled and visibility checks of `tabbableIn`). */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

const isShown = (el: HTMLElement): boolean =>
  // checkVisibility covers display:none and visibility:hidden up the tree (Chromium 105+); jsdom lacks it.
  !el.closest('[hidden], [inert]') && (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true }));

/** The elements of `root` that Tab stops on, in document order (positive tabindex is not used in this product). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && isShown(el),
  );
}

/** Only the newest open trap acts: a dialog opened from a popup keeps focus, and Escape closes it alone. */
const open: object[] = [];

export type TFocusTrapOptions = {
  /** Off: nothing happens (e.g. a drawer that stays mounted while closed). Default on. */
  active?: boolean;
  /** Called on Escape when this trap is the newest one. */
  onEscape?: () => void;
  /** A selector inside the panel to focus first; default the first tabbable element, else the panel. */
  initialFocus?: string;
  /**
   * Default true (aria-modal): Tab cycles inside and focus cannot leave. False for a popup the page stays usable
   * around (mail list, balance split): focus still moves in, Escape closes, focus returns, but Tab may leave.
   */
  modal?: boolean;
};

/**
 * A modal's keyboard contract (WAI-ARIA dialog pattern): focus moves into the panel when it opens, Tab and
 * Shift+Tab cycle inside it, focus that lands outside (a click on the page, a script) is brought back, Escape
 * calls `onEscape`, and on close focus returns to where it was (the control that opened it) if it is still on the
 * page and focus has not been given to another control meanwhile.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, { active = true, onEscape, initialFocus, modal = true }: TFocusTrapOptions = {}): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const root = panel.current;
    if (!active || !root) return;
    const self = {};
    open.push(self);
    const isTop = () => open[open.length - 1] === self;
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
    const enter = () => (tabbableIn(root)[0] ?? root).focus();
    const first = initialFocus ? root.querySelector<HTMLElement>(initialFocus) : null;
    if (first) first.focus();
    else if (!root.contains(document.activeElement)) enter();

    const onKey = (e: KeyboardEvent) => {
      if (!isTop()) return;
      if (e.key === 'Escape' && escape.current) {
        e.preventDefault();
        escape.current();
        return;
      }
      if (e.key !== 'Tab' || !modal) return;
      const items = tabbableIn(root);
      const head = items[0];
      const tail = items[items.length - 1];
      const at = document.activeElement;
      if (!head || !tail) {
        e.preventDefault();
        root.focus();
      } else if (e.shiftKey && (at === head || at === root || !root.contains(at))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (at === tail || !root.contains(at))) {
        e.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      if (modal && isTop() && e.target instanceof Node && !root.contains(e.target)) enter();
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      open.splice(open.indexOf(self), 1);
      // Unless something else took focus on purpose since (focus left the panel for another control).
      const at = document.activeElement;
      const stillOurs = !at || at === document.body || root.contains(at);
      if (stillOurs && previous?.isConnected) previous.focus();
    };
  }, [active, panel, initialFocus, modal]);
}
