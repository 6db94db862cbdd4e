import { runStaffCall, takeFlag, type TStaffCall } from '../../lib/staff-cli';

// Staff CLI: `pnpm --filter @casino/api cashier <command>` (root: `pnpm cashier ...`). It calls the running API's
// staff endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT); decisions are audited with the actor.
const USAGE = `usage: pnpm --filter @casino/api cashier <command>

  withdrawals [status] [--limit <n>]      the approval queue (status: review (default), created, pending, paid, refunded, rejected)
  approve <orderId> [--reason <text>]     approve a withdrawal waiting for review (it is paid out at once)
  reject <orderId> --reason <text>        reject it; the amount goes back to the player's balance
  reconcile [--stale <seconds>]           ask the gateway now about open orders unheard of for that long (default 60)`;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => takeFlag(args, name);

const main = async (): Promise<number> => {
  const limit = flag('limit');
  const reason = flag('reason');
  const stale = flag('stale');
  const [command, target] = args;
  const routes: Record<string, () => TStaffCall> = {
    withdrawals: () => ['/admin/cashier/withdrawals/list', { status: target ?? 'review', ...(limit ? { limit } : {}) }],
    approve: () => (target ? ['/admin/cashier/withdrawals/approve', { orderId: target, ...(reason ? { reason } : {}) }] : null),
    reject: () => (target && reason ? ['/admin/cashier/withdrawals/reject', { orderId: target, reason }] : null),
    reconcile: () => ['/admin/cashier/reconcile', stale ? { staleAfterS: stale } : {}],
  };
  return runStaffCall(command ? routes[command]?.() : null, USAGE);
};

process.exit(await main());
