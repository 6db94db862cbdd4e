import { APP_ID, QUERY_ONLY_PATH, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../constants';
import { runtimeConfig } from '../config/runtime-config';
import { storage } from '../config/storage';
import { ApiError, isEnvelope, type Envelope } from '../contracts/api';
import { bus } from '../bus/bus';
import { userStore } from '../stores/user-store';
import { logoutLocally } from '../session/logout';
import { recordInstance } from '../diagnostics';

/** One request of the client, as its transport (the adapter) receives it. */
export interface HttpRequest {
  method: 'get' | 'post';
  baseURL: string;
  url: string;
  headers: Record<string, string>;
  /** Query parameters. */
  params?: Record<string, unknown>;
  /** The JSON body, serialized (or raw bytes for an upload). */
  data?: string | Blob;
  timeout: number;
  withCredentials: boolean;
}

/** What a transport answers: the HTTP status and the body (parsed JSON, else its text). */
export interface HttpResponse {
  status: number;
  data: unknown;
  [more: string]: unknown;
}

export type HttpAdapter = (request: HttpRequest) => Promise<HttpResponse>;

const urlOf = ({ baseURL, url, params }: HttpRequest): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(key, String(value));
  const search = query.toString();
  return `${baseURL.replace(/\/$/, '')}${url}${search ? `?${search}` : ''}`;
};

/** The browser's fetch, with the request's timeout; every status resolves (the client reads the envelope). */
const fetchAdapter: HttpAdapter = async (request) => {
  const res = await fetch(urlOf(request), {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.data,
    credentials: request.withCredentials ? 'include' : 'same-origin',
    signal: AbortSignal.timeout(request.timeout),
  });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the text, which the client refuses as "no envelope".
  }
  return { status: res.status, data };
};

/**
 * The one HTTP client of the page (spec sections 7-9): JSON over fetch with a timeout and credentials. Tests
 * replace `defaults.adapter` (the outer edge: the envelope handling stays real). It replaced axios, which was
 * ~57 KB of the home page's JavaScript for what these few lines do.
 */
export const http = {
  defaults: { adapter: fetchAdapter, timeout: REQUEST_TIMEOUT_MS },
  request(config: Pick<HttpRequest, 'method' | 'baseURL' | 'url' | 'headers' | 'params' | 'data'>): Promise<HttpResponse> {
    return http.defaults.adapter({
      ...config,
      headers: { 'Content-Type': 'application/json', ...config.headers },
      timeout: http.defaults.timeout,
      withCredentials: true,
    });
  },
};
recordInstance('apiClient');

/** Fields every body carries besides its payload. */
export function commonFields(): Record<string, string> {
  return {
    appId: APP_ID,
    sign: userStore.sign,
    uid: userStore.uid,
    deviceNumber: userStore.deviceNumber,
    adid: userStore.adid,
    gaid: userStore.gaid,
  };
}

function authHeaders(): Record<string, string> {
  // The store is the source of truth (it persists to storage after the current tick); storage covers
  // a token written by another tab.
  const token = userStore.token || (storage.get(STORAGE_KEYS.token) ?? '');
  return { Authorization: token, token, 'Accept-Language': userStore.lang };
}

/**
 * POSTs to the API and resolves with the envelope when state is '200'.
 * '401' logs out locally; any other state toasts the server's msg (unless `toast: false`: a form
 * that shows the message next to its fields, or its code is in `quiet`: a refusal the page answers itself,
 * such as a launch's age or member gate) and rejects with an ApiError; a response without an envelope
 * (network, timeout) is rejected and logged.
 */
export async function apiPost<T = unknown>(path: string, payload: object = {}, options: TEnvelopeOptions = {}): Promise<Envelope<T>> {
  const queryOnly = path === QUERY_ONLY_PATH;
  let response: HttpResponse;
  try {
    response = await http.request({
      method: 'post',
      baseURL: runtimeConfig().apiBaseUrl,
      url: path,
      headers: authHeaders(),
      ...(queryOnly ? { params: payload as Record<string, unknown> } : { data: JSON.stringify({ ...payload, ...commonFields() }) }),
    });
  } catch (cause) {
    console.error(`[api] ${path} failed without a response`, cause);
    throw new ApiError('0', cause instanceof Error ? cause.message : 'Network error', 'NETWORK');
  }

  return readEnvelope<T>(path, response, options);
}

/** The envelope rules of every POST: state '200' resolves; '401' logs out locally; any other state toasts (unless told not to) and rejects. */
/** How a refusal is told: `toast: false` never toasts; `quiet` lists the codes not toasted (the page shows them). */
export type TEnvelopeOptions = { toast?: boolean; quiet?: readonly string[] };

function readEnvelope<T>(path: string, response: HttpResponse, options: TEnvelopeOptions): Envelope<T> {
  const body = response.data;
  if (!isEnvelope(body)) {
    console.error(`[api] ${path} answered ${response.status} without an envelope`, body);
    throw new ApiError(String(response.status), 'Invalid response', 'NETWORK');
  }
  if (body.state === '200') return body as Envelope<T>;
  if (body.state === '401') {
    logoutLocally('unauthorized');
    throw new ApiError('401', body.msg, body.code ?? 'UNAUTHORIZED', body);
  }
  // New terms to accept (a game launch, a bet slip): the shell's re-acceptance dialog says it, not a toast.
  if (body.code === 'TERMS_NOT_ACCEPTED') bus.emit('consent:terms-required', {});
  else if (options.toast !== false && !options.quiet?.includes(body.code ?? '')) bus.emit('ui:toast-requested', { kind: 'error', message: body.msg });
  throw new ApiError(body.state, body.msg, body.code ?? 'SERVER', body);
}

/** Uploads a file as raw bytes (identity documents): query parameters name it, the envelope rules are apiPost's. */
export async function apiUpload<T = unknown>(path: string, params: Record<string, string>, file: Blob, options: { toast?: boolean } = {}): Promise<Envelope<T>> {
  let response: HttpResponse;
  try {
    response = await http.defaults.adapter({
      method: 'post',
      baseURL: runtimeConfig().apiBaseUrl,
      url: path,
      params,
      headers: { ...authHeaders(), 'Content-Type': 'application/octet-stream' },
      data: file,
      // A photo from a phone on a slow line takes longer than a JSON call.
      timeout: 60_000,
      withCredentials: true,
    });
  } catch (cause) {
    console.error(`[api] ${path} upload failed without a response`, cause);
    throw new ApiError('0', cause instanceof Error ? cause.message : 'Network error', 'NETWORK');
  }
  return readEnvelope<T>(path, response, options);
}

/** GET for the few non-spec platform endpoints (registry). Same envelope rules, no toast. */
export async function apiGet<T = unknown>(path: string, params: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await http.request({ method: 'get', baseURL: runtimeConfig().apiBaseUrl, url: path, params, headers: authHeaders() });
  if (!isEnvelope(response.data)) throw new ApiError(String(response.status), 'Invalid response', 'NETWORK');
  if (response.data.state !== '200') throw new ApiError(response.data.state, response.data.msg, response.data.code ?? 'SERVER', response.data);
  return response.data as Envelope<T>;
}
