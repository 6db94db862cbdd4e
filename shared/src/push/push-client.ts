import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { bus } from '../bus/bus';
import { runtimeConfig } from '../config/runtime-config';
import { isPushEventName, PUSH_STREAM_PATH } from '../contracts/push';
import { userStore } from '../stores/user-store';

export interface PushOptions {
  /** Injected in tests. */
  fetchImpl?: typeof fetch;
  /** First reconnect delay; doubles up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Re-emits one server event on the bus, if it is a known push event with an object payload. */
export const dispatchPushMessage = (message: Pick<EventSourceMessage, 'event' | 'data'>): boolean => {
  if (!message.event || !isPushEventName(message.event)) return false;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return false;
  }
  if (data === null || typeof data !== 'object') return false;
  // The payload shape is the server's contract (PushEvent); the name was checked above.
  bus.emit(message.event, data as never);
  return true;
};

/**
 * Keeps one server-sent-events stream open for the current session (fetch, so the token travels in
 * the Authorization header like every call) and re-emits what the server pushes on the bus:
 * balance changes, new mail, support answers, revoked sessions. Reconnects with backoff; stops on
 * 401 or when the returned function is called. One stream per page: the shell starts it.
 */
export function connectPush(options: PushOptions = {}): () => void {
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const sleep = options.sleep ?? abortableSleep;
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const controller = new AbortController();
  const { signal } = controller;

  const once = async (): Promise<'retry' | 'stop'> => {
    const token = userStore.token;
    if (!token) return 'stop';
    const response = await fetchImpl(`${runtimeConfig().apiBaseUrl}${PUSH_STREAM_PATH}`, {
      method: 'GET',
      headers: { Authorization: token, Accept: 'text/event-stream' },
      credentials: 'include',
      cache: 'no-store',
      // A stream that stays open is never critical: at low priority it neither competes with the page's own
      // requests nor keeps the page counting as "still loading" (a lab's network-quiet wait, the load spinner).
      priority: 'low',
      signal,
    });
    if (response.status === 401 || response.status === 403) return 'stop';
    if (!response.ok || !response.body) return 'retry';
    const parser = createParser({ onEvent: (message) => void dispatchPushMessage(message) });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'retry';
      parser.feed(value);
    }
  };

  void (async () => {
    let delay = baseDelayMs;
    while (!signal.aborted) {
      const started = Date.now();
      const outcome = await once().catch(() => 'retry' as const);
      if (outcome === 'stop' || signal.aborted) return;
      // A stream that lived a while was healthy: start the backoff again.
      if (Date.now() - started > maxDelayMs) delay = baseDelayMs;
      await sleep(delay, signal);
      delay = Math.min(maxDelayMs, delay * 2);
    }
  })();

  return () => controller.abort();
}
