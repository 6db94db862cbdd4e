// A fake API at the HTTP adapter of the shared client (the outer edge: envelope handling stays real).
import type { HttpRequest } from '@casino/shared';
import { http } from '@casino/shared';

export type TFakeAnswer = { state?: string; msg?: string; code?: string; resultData?: unknown };
export type TFakeRoutes = Record<string, (body: Record<string, unknown>) => TFakeAnswer>;

/** Answers POSTs by path with an envelope; unknown paths answer state '404' (code NOT_FOUND), as the API does. */
export function fakeApi(routes: TFakeRoutes): { paths: () => string[] } {
  const paths: string[] = [];
  http.defaults.adapter = async (config: HttpRequest) => {
    const path = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    paths.push(path);
    const answer = routes[path]?.(body) ?? { state: '404', msg: 'Not found', code: 'NOT_FOUND' };
    const state = answer.state ?? '200';
    return { data: { state, msg: answer.msg ?? '', success: state === '200', resultData: answer.resultData ?? null, ...(answer.code ? { code: answer.code } : {}) }, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { paths: () => [...paths] };
}
