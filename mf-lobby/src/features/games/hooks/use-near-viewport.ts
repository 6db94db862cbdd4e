import { startTransition, useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true). The home page renders
 * the cards of the rows below the first screen only then: on a phone they are most of its React and layout work
 * and image requests during load. Without IntersectionObserver everything counts as near. What the element
 * brings renders in a transition: in slices, between which a tap is answered.
 */
export function useNearViewport<T extends Element>(margin = '100px'): [(el: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (el: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!el || near || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.current?.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.current.observe(el);
    },
    [near, margin],
  );
  return [ref, near];
}
