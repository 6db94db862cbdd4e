import { signedHeaders } from '../../lib/signature';

/** What the operator's seamless wallet answered: OK, a definitive refusal, or nothing usable (retry). */
export type TWalletAnswer = { kind: 'ok'; body: Record<string, unknown> } | { kind: 'refused'; status: number; code: string; body: Record<string, unknown> } | { kind: 'unknown'; reason: string };

export interface OperatorClientOptions {
  baseUrl: string;
  secret: string;
  /** A reply slower than this counts as a timeout (industry practice: ~5 s). */
  timeoutMs?: number;
  /** First backoff; doubles each attempt. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The provider's HTTP client for the operator's seamless wallet: signed, with timeouts and retries. */
export const createOperatorClient = (options: OperatorClientOptions) => {
  const fetchImpl = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const backoffMs = options.backoffMs ?? 200;

  const once = async (op: string, body: object): Promise<TWalletAnswer> => {
    const raw = JSON.stringify(body);
    try {
      const res = await fetchImpl(new URL(`/provider/wallet/${op}`, options.baseUrl), {
        method: 'POST',
        headers: signedHeaders(options.secret, raw),
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status >= 500) return { kind: 'unknown', reason: `HTTP ${res.status}` };
      const json = (await res.json()) as Record<string, unknown>;
      if (res.ok && json.status === 'OK') return { kind: 'ok', body: json };
      return { kind: 'refused', status: res.status, code: typeof json.code === 'string' ? json.code : 'UNKNOWN', body: json };
    } catch (error) {
      return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
    }
  };

  return {
    /**
     * Calls `op`, retrying an unknown outcome (network error, timeout, 5xx) up to `attempts` times
     * with exponential backoff. Safe because every money call is idempotent by transaction id.
     */
    async call(op: string, body: object, attempts = 3): Promise<TWalletAnswer> {
      let answer: TWalletAnswer = { kind: 'unknown', reason: 'not attempted' };
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
        answer = await once(op, body);
        if (answer.kind !== 'unknown') return answer;
      }
      return answer;
    },
  };
};

export type TOperatorClient = ReturnType<typeof createOperatorClient>;
