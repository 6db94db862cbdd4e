import type { ConsentStatus } from '@casino/shared/contracts';
import { useEffect, useState } from 'react';
import { fetchCurrentConsent, versionsOf } from './consent-api';

/**
 * The versions a registration form accepts, asked once when the form opens. `failed`: the API did not answer;
 * the form still submits (the server then names what is missing) and asks again on the next submit.
 */
export function useConsentVersions(enabled = true) {
  const [status, setStatus] = useState<ConsentStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const load = async (): Promise<ConsentStatus | null> => {
    try {
      const answer = (await fetchCurrentConsent()).resultData;
      setStatus(answer);
      setFailed(false);
      return answer;
    } catch (error) {
      console.warn('[account] consent texts could not be read', error);
      setFailed(true);
      return null;
    }
  };
  useEffect(() => {
    if (enabled) void load();
  }, [enabled]);
  /** The versions to send: the loaded ones, or asked again now. */
  const versions = async () => versionsOf(status) ?? versionsOf(await load());
  return { status, failed, versions };
}
