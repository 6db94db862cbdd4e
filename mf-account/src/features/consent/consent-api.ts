import { apiPost } from '@casino/shared';
import type { ConsentStatus } from '@casino/shared/contracts';

/** The versions of the terms and the privacy notice in force (what a registration accepts); no toast: the form says it. */
export const fetchCurrentConsent = () => apiPost<ConsentStatus>('/legal/consent/current', {}, { toast: false });

/** The version numbers a registration sends back, from the texts in force. */
export const versionsOf = (status: ConsentStatus | null): { termsVersion: number; privacyVersion: number } | null => {
  const terms = status?.texts.find((x) => x.kind === 'terms')?.version;
  const privacy = status?.texts.find((x) => x.kind === 'privacy')?.version;
  return terms !== undefined && privacy !== undefined ? { termsVersion: terms, privacyVersion: privacy } : null;
};
