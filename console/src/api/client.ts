// The one way the console talks to the API: POST JSON to `/api/admin/...` on its own origin (the console's
// server proxies /api to the API, so no CORS), the session as `Authorization: Bearer`, answers in the
// `{ state, msg, resultData, code }` envelope. A 401 ends the session in the whole app.

import type { Envelope } from '@casino/shared/contracts';
import { apiLanguage } from '../i18n';

declare global {
  interface Window {
    __CASINO_CONFIG__?: { apiBaseUrl?: string };
  }
}

const TOKEN_KEY = 'casino-console-session';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Kept in sessionStorage: a staff session ends with the browser tab, never lingers on a shared machine. */
export const sessionToken = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string | null): void => {
    try {
      if (token) sessionStorage.setItem(TOKEN_KEY, token);
      else sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      /* storage unavailable: the session lives in memory only */
    }
  },
};

type TListener = () => void;
const unauthorizedListeners = new Set<TListener>();
/** Called when the API answers 401 (the session expired, was revoked or the account disabled). */
export const onUnauthorized = (listener: TListener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

export const apiBase = (): string => (typeof window !== 'undefined' && window.__CASINO_CONFIG__?.apiBaseUrl) || '/api';

export async function apiCall<T>(path: string, body: object = {}, options: { signal?: AbortSignal } = {}): Promise<T> {
  const token = sessionToken.get();
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': apiLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The API cannot be reached. Check your connection and try again.', 'NETWORK', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(`The API answered ${res.status} without a readable body.`, 'BAD_RESPONSE', res.status);
  }
  if (envelope.state !== '200') {
    if (res.status === 401 && path !== '/admin/staff/login') for (const listener of unauthorizedListeners) listener();
    throw new ApiError(envelope.msg || `Error ${res.status}`, envelope.code ?? 'ERROR', res.status);
  }
  return envelope.resultData as T;
}

/** A file the API answers instead of the envelope (a CSV export); a refusal still comes as the envelope. */
export async function apiDownload(path: string, body: object = {}): Promise<Blob> {
  const token = sessionToken.get();
  const res = await fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': apiLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (res.ok) return res.blob();
  if (res.status === 401) for (const listener of unauthorizedListeners) listener();
  const envelope = (await res.json().catch(() => null)) as Envelope<null> | null;
  throw new ApiError(envelope?.msg || `Error ${res.status}`, envelope?.code ?? 'ERROR', res.status);
}
