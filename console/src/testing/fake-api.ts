// A stand-in for the API at the fetch boundary in component tests: each path answers from a handler with
// the API's envelope; every call is recorded (path, body, authorization).

/** `file`: answered as a download (text/csv) instead of the envelope. */
export type THandler = (body: Record<string, unknown>) => { status?: number; data?: unknown; code?: string; msg?: string; file?: string };

export interface TFakeApi {
  calls: Array<{ path: string; body: Record<string, unknown>; authorization: string | null; lang: string | null }>;
  on(path: string, handler: THandler): void;
  restore(): void;
}

export const installFakeApi = (handlers: Record<string, THandler> = {}): TFakeApi => {
  const routes = new Map(Object.entries(handlers));
  const calls: TFakeApi['calls'] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const path = url.replace(/^\/api/, '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, authorization: headers.authorization ?? null, lang: headers['accept-language'] ?? null });
    const handler = routes.get(path);
    const answer = handler ? handler(body) : { status: 404, code: 'NOT_FOUND', msg: `no fake for ${path}` };
    const status = answer.status ?? 200;
    const envelope = status === 200 ? { state: '200', msg: 'OK', success: true, resultData: answer.data ?? null } : { state: String(status), msg: answer.msg ?? 'error', success: false, resultData: null, code: answer.code ?? 'ERROR' };
    if (status === 200 && answer.file !== undefined) return { status, ok: true, blob: async () => new Blob([answer.file ?? '']), json: async () => JSON.parse(answer.file ?? '') } as Response;
    return { status, ok: status >= 200 && status < 300, json: async () => envelope } as Response;
  }) as typeof fetch;
  return {
    calls,
    on: (path, handler) => routes.set(path, handler),
    restore: () => {
      globalThis.fetch = original;
    },
  };
};

/** A signed-in staff member; `lang`: the console language kept on the account (these tests read English unless told). */
export const me = (role: 'viewer' | 'operator' | 'compliance' | 'approver' | 'admin', login = `${role}.one`, lang: 'en' | 'tk' | null = 'en') => ({ login, role, via: 'session', expiresAt: '2026-06-01T21:00:00.000Z', idleTimeoutS: 1800, lang });

export const registryList = [
  {
    market: { id: 'az', name: 'Azərbaycan' },
    remotes: [
      {
        name: 'lobby',
        enabled: true,
        version: '1.0.0',
        canary: { version: '1.1.0', percent: 50 },
        lastKnownGood: '1.0.0',
        revision: 7,
        compat: { ok: true, problems: [] },
        failure: { '1.1.0': { sessions: 40, failed: 1, rate: 0.025 } },
      },
      { name: 'wheel', enabled: false, version: null, canary: null, lastKnownGood: null, revision: 2, compat: { ok: false, problems: ['react: ^19.3.1 needed, the shell serves ^18.2.0'] }, failure: {} },
    ],
  },
];

export const versionsOfLobby = [
  { remote: 'lobby', version: '1.1.0', manifestUrl: 'http://cdn/lobby/1.1.0/mf-manifest.json', integrity: 'sha384-abc', shared: { react: '^19.3.1' }, gitCommit: 'abcdef1234', publishedBy: 'ayse', publishedAt: '2026-06-01T08:00:00.000Z' },
  { remote: 'lobby', version: '1.0.0', manifestUrl: 'http://cdn/lobby/1.0.0/mf-manifest.json', integrity: 'sha384-def', shared: { react: '^19.3.1' }, gitCommit: '0123456789', publishedBy: 'ayse', publishedAt: '2026-05-20T08:00:00.000Z' },
];
