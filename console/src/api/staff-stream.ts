// The staff stream (`GET /api/admin/staff/stream`, server-sent events for the staff session): one connection
// for the whole console, opened while a screen listens, reopened 5 s after it drops. Screens reload a queue
// when the API says it changed, instead of polling it.
import { apiBase, sessionToken } from './client';

export type TStaffQueue = 'adjustments' | 'withdrawals' | 'support';
type TListener = () => void;

const RETRY_MS = 5_000;
const listeners = new Map<TStaffQueue, Set<TListener>>();
let controller: AbortController | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;

const listening = () => [...listeners.values()].some((set) => set.size > 0);

/** Splits a text/event-stream buffer into complete frames; answers the `staff:queue-changed` queues and the rest. */
export const parseFrames = (buffer: string): { queues: TStaffQueue[]; rest: string } => {
  const frames = buffer.split('\n\n');
  const rest = frames.pop() ?? '';
  const queues: TStaffQueue[] = [];
  for (const frame of frames) {
    if (/^event: (.+)$/m.exec(frame)?.[1] !== 'staff:queue-changed') continue;
    try {
      const data = JSON.parse(/^data: (.+)$/m.exec(frame)?.[1] ?? 'null') as { queue?: TStaffQueue } | null;
      if (data?.queue) queues.push(data.queue);
    } catch {
      /* a malformed frame is skipped */
    }
  }
  return { queues, rest };
};

const connect = async (): Promise<void> => {
  const token = sessionToken.get();
  if (!token || controller) return;
  controller = new AbortController();
  const mine = controller;
  try {
    const res = await fetch(`${apiBase()}/admin/staff/stream`, { headers: { authorization: `Bearer ${token}` }, signal: mine.signal });
    if (res.ok && res.body) {
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseFrames(buffer + value);
        buffer = parsed.rest;
        for (const queue of parsed.queues) for (const listener of listeners.get(queue) ?? []) listener();
      }
    }
  } catch {
    /* dropped or aborted: reopened below while someone listens */
  } finally {
    if (controller === mine) controller = null;
  }
  if (!mine.signal.aborted && listening() && !retry) {
    retry = setTimeout(() => {
      retry = null;
      if (listening()) void connect();
    }, RETRY_MS);
  }
};

/** Calls `listener` whenever the API announces a change of `queue`; answers the unsubscribe function. */
export const onQueueChanged = (queue: TStaffQueue, listener: TListener): (() => void) => {
  const set = listeners.get(queue) ?? new Set<TListener>();
  set.add(listener);
  listeners.set(queue, set);
  void connect();
  return () => {
    set.delete(listener);
    if (listening()) return;
    controller?.abort();
    controller = null;
    if (retry) clearTimeout(retry);
    retry = null;
  };
};
