import { apiPost, useUser, useStore } from '@casino/shared';
import type { LegalOverview } from '@casino/shared/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { platformStore } from '../platform-store';

/**
 * The footer's facts (texts and their dates, company, licence, payments, providers), asked for only when the
 * footer comes near the screen (the footer itself is rendered only after the first page, when idle).
 * Asked again when the language or the market changes.
 */
export function useLegalOverview(ref: RefObject<HTMLElement | null>): LegalOverview | null {
  const { lang } = useUser();
  const market = useStore(platformStore).market?.id;
  const [near, setNear] = useState(false);
  const [overview, setOverview] = useState<LegalOverview | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);

  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    apiPost<LegalOverview>('/legal/list', market ? { market } : {}, { toast: false })
      .then((res) => live && setOverview(res.resultData))
      .catch(() => undefined); // the footer's links work without it; the facts come at the next change
    return () => {
      live = false;
    };
  }, [near, lang, market]);

  return overview;
}
