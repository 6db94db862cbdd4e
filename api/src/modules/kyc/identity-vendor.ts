import { signedHeaders } from '../../lib/signature';

/** What the identity vendor says about a person's details (an outage is an error, never an answer). */
export type TIdentityVerdict = 'verified' | 'mismatch';

export interface TIdentityCheck {
  nationalId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** How the operator checks an identity against the registry; the sandbox adapter below, a real vendor is another adapter. */
export interface TIdentityVendor {
  verify(check: TIdentityCheck): Promise<{ verdict: TIdentityVerdict; ref: string }>;
}

/** The vendor could not answer (down, timed out, malformed answer): the player tries later; nothing is decided. */
export class IdentityVendorUnavailableError extends Error {
  override name = 'IdentityVendorUnavailableError';
}

/** The sandbox identity vendor over signed HTTP (`api/src/sandbox/identity`). */
export const createSandboxIdentityVendor = (options: { baseUrl: string; secret: string; timeoutMs?: number }): TIdentityVendor => ({
  async verify(check) {
    const body = JSON.stringify(check);
    let response: Response;
    try {
      response = await fetch(new URL('/identity/verify', options.baseUrl), {
        method: 'POST',
        headers: signedHeaders(options.secret, body),
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new IdentityVendorUnavailableError(`identity vendor unreachable at ${options.baseUrl}`, { cause: error });
    }
    if (!response.ok) throw new IdentityVendorUnavailableError(`identity vendor answered HTTP ${response.status}`);
    const data = (await response.json().catch(() => null)) as { result?: unknown; ref?: unknown } | null;
    // Only an explicit answer counts: anything else is an outage, never "verified".
    if ((data?.result !== 'verified' && data?.result !== 'mismatch') || typeof data.ref !== 'string') {
      throw new IdentityVendorUnavailableError('identity vendor answered without a verdict');
    }
    return { verdict: data.result, ref: data.ref };
  },
});
