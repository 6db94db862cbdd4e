import { signedHeaders } from '../../lib/signature';

/** The provider's grant as it answers it (its free-rounds API: sandbox/games/contract.ts, TFreeRoundsGrant). */
export interface TProviderGrant {
  grantId: string;
  reference: string;
  playerId: string;
  rounds: number;
  roundsPlayed: number;
  wonMinor: number;
  status: 'active' | 'cancelled' | 'finished' | 'expired';
}

/** What the operator asks for (TFreeRoundsCreate on the provider's side). */
export interface TProviderGrantRequest {
  reference: string;
  playerId: string;
  currency: string;
  gameCodes: string[];
  rounds: number;
  stakeMinor: number;
  expiresAt: string;
}

/** ok; refused for good (bad grant, unknown reference); or unknown (down, timeout, 5xx: retry later). */
export type TProviderAnswer = { kind: 'ok'; grant: TProviderGrant } | { kind: 'refused'; code: string; message: string } | { kind: 'unknown'; reason: string };

export interface TFreeRoundsProvider {
  create(request: TProviderGrantRequest): Promise<TProviderAnswer>;
  cancel(reference: string): Promise<TProviderAnswer>;
  get(reference: string): Promise<TProviderAnswer>;
}

/** The sandbox game provider's free-rounds API: signed (lib/signature.ts), 5 s timeout. */
export const createFreeRoundsProvider = (options: { baseUrl: string; secret: string; timeoutMs?: number; fetchImpl?: typeof fetch }): TFreeRoundsProvider => {
  const fetchImpl = options.fetchImpl ?? fetch;
  const call = async (path: string, body: object): Promise<TProviderAnswer> => {
    const raw = JSON.stringify(body);
    try {
      const res = await fetchImpl(new URL(path, options.baseUrl), { method: 'POST', headers: signedHeaders(options.secret, raw), body: raw, signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) });
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (res.status >= 500 || json === null) return { kind: 'unknown', reason: `HTTP ${res.status}` };
      if (!res.ok) return { kind: 'refused', code: String(json.error ?? 'REFUSED'), message: String(json.message ?? '') };
      return { kind: 'ok', grant: json as unknown as TProviderGrant };
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  };
  return {
    create: (request) => call('/freerounds/create', request),
    cancel: (reference) => call('/freerounds/cancel', { reference }),
    get: (reference) => call('/freerounds/get', { reference }),
  };
};
