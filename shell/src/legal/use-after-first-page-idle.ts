import { useEffect, useState } from 'react';
import { whenIdle, useStore } from '@casino/shared';
import { platformStore } from '../platform-store';

/**
 * True once the first routed page has rendered and the browser is idle: while a page loads its content the
 * footer is briefly near the top, and nothing of it may compete with the first paint.
 */
export function useAfterFirstPageIdle(): boolean {
  const { firstPageShown } = useStore(platformStore);
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!firstPageShown || armed) return undefined;
    return whenIdle(() => setArmed(true));
  }, [firstPageShown, armed]);
  return armed;
}
