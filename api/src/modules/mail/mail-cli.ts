import { runStaffCall, takeFlag, type TStaffCall } from '../../lib/staff-cli';

// Staff CLI: `pnpm --filter @casino/api mail <command>` (root: `pnpm mail ...`). It calls the running API's staff
// endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT); the actor is recorded.
const USAGE = `usage: pnpm mail <command>

  send --title <t> --content <c> (--to <id,id,...> | --all) [--amount <the market's currency, e.g. 25.50>] [--market tr]
       [--at <ISO time to send>] [--expires <ISO time the prize expires>]
                                         send a mail (with a prize when --amount is given) to players or every player of a market
  campaigns [--limit <n>]                the latest campaigns with their progress
  campaign <id>                          one campaign
  cancel <id>                            stop a scheduled or running campaign
  run                                    write due campaign batches now
  promotions [market]                    promotions of a market (all, also disabled)
  promotion <slug> [--market tr] [--title <t>] [--summary <s>] [--terms <t>] [--image <url>] [--cta-kind game|recharge|wheel|signin|link]
            [--cta-target </path>] [--cta-label <l>] [--ranking true|false] [--start <ISO>] [--end <ISO|none>] [--sort <n>] [--enabled true|false]
                                         create or edit a promotion
  banners [market]                       lobby banners of a market
  banner <slug> [--market tr] [--title <t>] [--subtitle <s>] [--link </path>] [--image <url>] [--sort <n>] [--enabled true|false]
                                         create or edit a banner`;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => takeFlag(args, name);
const has = (name: string): boolean => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const bool = (v: string | undefined) => (v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v);
/** TRY as typed (25, 25.5, 25.50) -> minor units; anything else goes to the API as typed, which refuses it with its message. */
const minor = (v: string | undefined) => (v === undefined ? undefined : /^\d{1,11}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : v);
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const main = async (): Promise<number> => {
  const f = {
    title: flag('title'), content: flag('content'), to: flag('to'), amount: flag('amount'), market: flag('market'), at: flag('at'), expires: flag('expires'), limit: flag('limit'),
    summary: flag('summary'), terms: flag('terms'), image: flag('image'), ctaKind: flag('cta-kind'), ctaTarget: flag('cta-target'), ctaLabel: flag('cta-label'),
    ranking: flag('ranking'), start: flag('start'), end: flag('end'), sort: flag('sort'), enabled: flag('enabled'), subtitle: flag('subtitle'), link: flag('link'),
  };
  const all = has('all');
  const [command, target] = args;
  const routes: Record<string, () => TStaffCall> = {
    send: () =>
      f.title && f.content && (f.to || all)
        ? ['/admin/mail/send', defined({ market: f.market, title: f.title, content: f.content.replace(/\\n/g, '\n'), amount: minor(f.amount), userIds: f.to?.split(',').map((s) => s.trim()), allPlayers: all ? true : undefined, sendTime: f.at, expireTime: f.expires })]
        : null,
    campaigns: () => ['/admin/mail/campaigns/list', defined({ limit: f.limit })],
    campaign: () => (target ? ['/admin/mail/campaigns/get', { campaignId: target }] : null),
    cancel: () => (target ? ['/admin/mail/campaigns/cancel', { campaignId: target }] : null),
    run: () => ['/admin/mail/campaigns/run', {}],
    promotions: () => ['/admin/activity/list', defined({ market: target })],
    promotion: () =>
      target
        ? ['/admin/activity/set', defined({ market: f.market, slug: target, title: f.title, summary: f.summary, terms: f.terms, imageUrl: f.image, ctaKind: f.ctaKind, ctaTarget: f.ctaTarget, ctaLabel: f.ctaLabel, ranking: bool(f.ranking), startTime: f.start, endTime: f.end === 'none' ? null : f.end, sort: f.sort, enabled: bool(f.enabled) })]
        : null,
    banners: () => ['/admin/banner/list', defined({ market: target })],
    banner: () => (target ? ['/admin/banner/set', defined({ market: f.market, slug: target, title: f.title, subtitle: f.subtitle, link: f.link, imageUrl: f.image, sort: f.sort, enabled: bool(f.enabled) })] : null),
  };
  return runStaffCall(command ? routes[command]?.() : null, USAGE);
};

process.exit(await main());
