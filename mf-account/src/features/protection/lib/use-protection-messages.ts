import { useEffect, useState } from 'react';
import { ensureProtectionMessages } from '../i18n';

/** True once the protection namespace is loaded (or failed to: the page then shows its keys' fallbacks, logged). */
export function useProtectionMessages(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    ensureProtectionMessages()
      .catch((error: unknown) => console.warn('[account] protection messages failed', error))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
