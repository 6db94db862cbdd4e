import type { RegistryRemote, RuntimeConfig } from '@casino/shared';
import { isOverrideOrigin } from '../registry/override-origin';

export type TEntryDecision = { ok: true; integrity: string | null } | { ok: false; reason: 'origin' | 'integrity'; message: string };

/** The origin of a URL, or null when it is not one. */
export const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether the shell may load a remote's entry, and with which hash. A CDN origin (a published version) only
 * with its recorded SRI hash; a dev origin (the remote's own server, listed outside production only) with or
 * without one; any other origin never. Fail closed: the remote then shows its unavailable panel.
 */
export function decideEntry(remote: Pick<RegistryRemote, 'entryUrl' | 'integrity'> & { channel?: RegistryRemote['channel'] }, origins: RuntimeConfig['remoteOrigins']): TEntryDecision {
  const origin = originOf(remote.entryUrl);
  if (origin !== null && origins.cdn.includes(origin)) {
    return remote.integrity ? { ok: true, integrity: remote.integrity } : { ok: false, reason: 'integrity', message: `${remote.entryUrl} has no recorded hash` };
  }
  if (origin !== null && origins.dev.includes(origin)) return { ok: true, integrity: remote.integrity };
  // An accepted local override (registry/override.ts): a loopback dev server, never in production, no hash.
  if (remote.channel === 'dev' && isOverrideOrigin(remote.entryUrl, origins)) return { ok: true, integrity: null };
  return { ok: false, reason: 'origin', message: `${remote.entryUrl} is not on an allowed origin` };
}
