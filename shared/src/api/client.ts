import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { APP_ID, QUERY_ONLY_PATH, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../constants';
import { runtimeConfig } from '../config/runtime-config';
import { storage } from '../config/storage';
import { ApiError, isEnvelope, type Envelope } from '../contracts/api';
import { bus } from '../bus/bus';
import { userStore } from '../stores/user-store';
import { logoutLocally } from '../session/logout';
import { recordInstance } from '../diagnostics';

/** The one axios instance of the page (spec sections 7-9). */
export const http: AxiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // Every status carries an envelope; the client reads its `state`, not the HTTP status.
  validateStatus: () => true,
  headers: { 'Content-Type': 'application/json' },
});
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
 * '401' logs out locally; any other state toasts the server's msg and rejects with an ApiError;
 * a response without an envelope (network, timeout) is rejected and logged.
 */
export async function apiPost<T = unknown>(path: string, payload: object = {}): Promise<Envelope<T>> {
  const queryOnly = path === QUERY_ONLY_PATH;
  let response: AxiosResponse<unknown>;
  try {
    response = await http.request({
      method: 'POST',
      baseURL: runtimeConfig().apiBaseUrl,
      url: path,
      headers: authHeaders(),
      ...(queryOnly ? { params: payload } : { data: { ...payload, ...commonFields() } }),
    });
  } catch (cause) {
    console.error(`[api] ${path} failed without a response`, cause);
    throw new ApiError('0', cause instanceof Error ? cause.message : 'Network error', 'NETWORK');
  }

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
  bus.emit('ui:toast-requested', { kind: 'error', message: body.msg });
  throw new ApiError(body.state, body.msg, body.code ?? 'SERVER', body);
}

/** GET for the few non-spec platform endpoints (registry). Same envelope rules, no toast. */
export async function apiGet<T = unknown>(path: string, params: Record<string, string> = {}): Promise<Envelope<T>> {
  const response = await http.request({ method: 'GET', baseURL: runtimeConfig().apiBaseUrl, url: path, params, headers: authHeaders() });
  if (!isEnvelope(response.data)) throw new ApiError(String(response.status), 'Invalid response', 'NETWORK');
  if (response.data.state !== '200') throw new ApiError(response.data.state, response.data.msg, response.data.code ?? 'SERVER', response.data);
  return response.data as Envelope<T>;
}
