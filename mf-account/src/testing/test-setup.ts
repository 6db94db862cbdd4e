// Test helpers: the real shared i18n with the account and common messages, and a fake API at the
// HTTP adapter of the shared client (the outer edge: envelope handling stays real).
import type { HttpRequest } from '@casino/shared';
import { bus, http, i18n, initI18n, loadCommonMessages, registerNamespace, resetUser, type BusEventName, type BusEvents, type Lang } from '@casino/shared';
import { loadAccountMessages } from '../i18n';

export async function setupI18n(lang: Lang = 'en'): Promise<void> {
  await registerNamespace('common', loadCommonMessages);
  await registerNamespace('account', loadAccountMessages);
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['common', 'account']);
}

/** An envelope to answer with; `code` and `field` as the API sends them on a refusal. */
export type TFakeAnswer = { state?: string; msg?: string; resultData?: unknown; code?: string; field?: string };
export type TFakeRoutes = Record<string, (body: Record<string, unknown>) => TFakeAnswer>;
export type TCall = { path: string; body: Record<string, unknown>; token: unknown };

/** Answers POSTs by path with an envelope; unknown paths answer state '404'. */
export function fakeApi(routes: TFakeRoutes): { calls: TCall[]; paths: () => string[]; bodyOf: (path: string) => Record<string, unknown> | undefined } {
  const calls: TCall[] = [];
  http.defaults.adapter = async (config: HttpRequest) => {
    const path = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    calls.push({ path, body, token: config.headers.token });
    const answer = routes[path]?.(body) ?? { state: '404', msg: `no fake for ${path}` };
    const state = answer.state ?? '200';
    const refusal = { ...(answer.code ? { code: answer.code } : {}), ...(answer.field ? { field: answer.field } : {}) };
    return { data: { state, msg: answer.msg ?? '', success: state === '200', resultData: answer.resultData ?? null, ...refusal }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { calls, paths: () => calls.map((c) => c.path), bodyOf: (path) => calls.find((c) => c.path === path)?.body };
}

/** Records the payloads of one bus event until `stop()`. */
export function recordBus<K extends BusEventName>(type: K): { events: BusEvents[K][]; stop: () => void } {
  const events: BusEvents[K][] = [];
  const sub = bus.on(type).subscribe((e) => events.push(e));
  return { events, stop: () => sub.unsubscribe() };
}

export function resetState(): void {
  localStorage.clear();
  resetUser();
}
