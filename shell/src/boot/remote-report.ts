import { REMOTE_NAMES, bus, getOrCreateDeviceNumber, runtimeConfig, whenIdle, type RegistryRemote, type RemoteName } from '@casino/shared';
import type { TLoadStage } from '../mf/load-errors';

export type TReportStage = TLoadStage | 'render';

interface TReportContext {
  market: string;
  remotes: RegistryRemote[];
}

let context: TReportContext | null = null;

const keyOf = (market: string, remote: RegistryRemote) => `casino:remote-report:${market}:${remote.name}:${remote.version}`;

const send = (body: string): void => {
  const url = `${runtimeConfig().apiBaseUrl}/platform/remote-report`;
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A beacon the browser refuses (size, cross-origin type): fall through to fetch.
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => {});
};

/**
 * Reports waiting to be sent. A success waits until the page is idle (a beacon costs a phone's main thread a few
 * milliseconds, and the boot loads every remote at once) or until the page is left; a failure goes at once, after
 * the successes before it.
 */
const queued: string[] = [];
let cancelIdle: (() => void) | null = null;

function flush(): void {
  cancelIdle?.();
  cancelIdle = null;
  for (const body of queued.splice(0)) send(body);
}

function post(body: string, now: boolean): void {
  queued.push(body);
  if (now) flush();
  else cancelIdle ??= whenIdle(flush, 2_000);
}

/**
 * Tells the API how a remote's version fared on this device, so it can roll a failing canary or fresh pin back
 * (api remote-health.service.ts). At most one success and one failure per browser session and version: the
 * first report of a session counts the session (the denominator of the failure rate).
 */
export function reportRemote(name: RemoteName, outcome: 'ok' | 'failed', detail: { stage?: TReportStage; message?: string } = {}): void {
  const remote = context?.remotes.find((r) => r.name === name);
  if (!context || !remote) return;
  const key = keyOf(context.market, remote);
  let previous: string | null = null;
  try {
    previous = sessionStorage.getItem(key);
    if (previous === outcome || (outcome === 'ok' && previous === 'failed')) return;
    sessionStorage.setItem(key, outcome);
  } catch {
    // Storage blocked: report anyway (a session may then count twice; better than no figures).
  }
  post(
    JSON.stringify({
      market: context.market,
      remote: remote.name,
      version: remote.version,
      device: getOrCreateDeviceNumber(),
      outcome,
      first: previous === null,
      ...(detail.stage ? { stage: detail.stage } : {}),
      // Runtime errors span lines; the report keeps one line of it.
      ...(detail.message ? { message: detail.message.replace(/\s+/g, ' ').trim().slice(0, 300) } : {}),
    }),
    outcome === 'failed',
  );
}

let listening = false;

/** Starts reporting for the market's remotes; render failures caught by a remote's error boundary count too. */
export function startRemoteReports(market: string, remotes: RegistryRemote[]): void {
  context = { market, remotes };
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flush);
  bus.on('remote:load-failed').subscribe(({ name, message }) => {
    // Boundaries report by remote name; the runtime's own reports (by container) are covered by the loader.
    if ((REMOTE_NAMES as readonly string[]).includes(name)) reportRemote(name as RemoteName, 'failed', { stage: 'render', message });
  });
}
