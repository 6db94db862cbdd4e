import os from 'node:os';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { ports } from '../../lib/ports';

// Staff CLI: `pnpm --filter @casino/api cashier <command>` (root: `pnpm cashier ...`). It calls the running API's
// staff endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT); decisions are audited with the actor.
const USAGE = `usage: pnpm --filter @casino/api cashier <command>

  withdrawals [status] [--limit <n>]      the approval queue (status: review (default), created, pending, paid, refunded, rejected)
  approve <orderId> [--reason <text>]     approve a withdrawal waiting for review (it is paid out at once)
  reject <orderId> --reason <text>        reject it; the amount goes back to the player's balance
  reconcile [--stale <seconds>]           ask the gateway now about open orders unheard of for that long (default 60)`;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};

const main = async (): Promise<number> => {
  const limit = flag('limit');
  const reason = flag('reason');
  const stale = flag('stale');
  const [command, target] = args;
  const routes: Record<string, () => [string, object] | null> = {
    withdrawals: () => ['/admin/cashier/withdrawals/list', { status: target ?? 'review', ...(limit ? { limit } : {}) }],
    approve: () => (target ? ['/admin/cashier/withdrawals/approve', { orderId: target, ...(reason ? { reason } : {}) }] : null),
    reject: () => (target && reason ? ['/admin/cashier/withdrawals/reject', { orderId: target, reason }] : null),
    reconcile: () => ['/admin/cashier/reconcile', stale ? { staleAfterS: stale } : {}],
  };
  const call = command ? routes[command]?.() : null;
  if (!call) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig();
  const baseUrl = z.url().safeParse(process.env.REGISTRY_API_URL).data ?? `http://127.0.0.1:${ports.api}`;
  const actor = (process.env.REGISTRY_ACTOR ?? os.userInfo().username).slice(0, 64) || 'staff';
  try {
    const res = await fetch(new URL(call[0], baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken, 'x-admin-actor': actor, 'accept-language': 'en' },
      body: JSON.stringify(call[1]),
    });
    const body = (await res.json()) as { state: string; msg: string; resultData: unknown };
    if (body.state !== '200') {
      console.error(`error: ${body.msg}`);
      return 1;
    }
    console.log(JSON.stringify(body.resultData, null, 2));
    return 0;
  } catch (error) {
    console.error(`error: the API at ${baseUrl} cannot be reached (${error instanceof Error ? error.message : String(error)}); start it first`);
    return 1;
  }
};

process.exit(await main());
