import { type RefObject, useEffect, useState } from 'react';
import { whenIdle } from '@casino/shared';

/**
 * Whether a carousel may move on by itself: not before the page has loaded and gone idle (its first slide is the
 * page's LCP element and the boot must not pay for a slide change), never while the tab is hidden, and never
 * while the carousel is off screen.
 */
export function useMayRotate(ref: RefObject<Element | null>): boolean {
  const [settled, setSettled] = useState(false);
  const [visible, setVisible] = useState(() => !document.hidden);
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => whenIdle(() => setSettled(true)), []);

  useEffect(() => {
    const update = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return settled && visible && onScreen;
}
