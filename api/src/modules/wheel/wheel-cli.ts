import { runStaffCall, takeFlag, type TStaffCall } from '../../lib/staff-cli';

// Staff CLI: `pnpm --filter @casino/api wheel <command>` (root: `pnpm wheel ...`). It calls the running API's
// staff endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT); versions and grants record the actor.
const USAGE = `usage: pnpm wheel <command>

  list [--market <id>] [--limit <n>]              prize table versions (newest first), with probabilities and cost per spin
  publish <market> <prizes> [--pin <index>] [--note <text>]
                                                  a new version; prizes as kind:amountMinor:weight, comma-separated,
                                                  e.g. cash:500:300,cash:1000:250,nothing:0:150 (weights: whole numbers >= 1)
  pin <market> <index|none> [--note <text>]       every spin lands on <index> (campaign), or back to the weighted draw
  grant <userId> <spins> [--ref <id>] [--days <n>] give a player spins (the same --ref grants once)
  simulate <market> [--draws <n>]                 draw n times (default 100000) with the server's draw`;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => takeFlag(args, name);

/** kind:amountMinor:weight,... -> prize objects; the API validates them (weights, amounts, count). */
const parsePrizes = (text: string) =>
  text.split(',').map((part) => {
    const [kind, amountMinor, weight] = part.split(':');
    return { kind, amountMinor, weight };
  });

const main = async (): Promise<number> => {
  const market = flag('market');
  const limit = flag('limit');
  const pin = flag('pin');
  const note = flag('note');
  const ref = flag('ref');
  const days = flag('days');
  const draws = flag('draws');
  const [command, a, b] = args;
  const routes: Record<string, () => TStaffCall> = {
    list: () => ['/admin/wheel/tables/list', { ...(market ? { market } : {}), ...(limit ? { limit } : {}) }],
    publish: () => (a && b ? ['/admin/wheel/tables/publish', { market: a, prizes: parsePrizes(b), ...(pin ? { pinnedIndex: pin } : {}), ...(note ? { note } : {}) }] : null),
    pin: () => (a && b ? ['/admin/wheel/tables/pin', { market: a, index: b === 'none' ? null : b, ...(note ? { note } : {}) }] : null),
    grant: () => (a && b ? ['/admin/wheel/grant', { userId: a, spins: b, ...(ref ? { ref } : {}), ...(days ? { validDays: days } : {}) }] : null),
    simulate: () => (a ? ['/admin/wheel/simulate', { market: a, ...(draws ? { draws } : {}) }] : null),
  };
  return runStaffCall(command ? routes[command]?.() : null, USAGE);
};

process.exit(await main());
