import os from 'node:os';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { ports } from '../../lib/ports';

// Staff CLI: `pnpm --filter @casino/api mail <command>` (root: `pnpm mail ...`). It calls the running API's staff
// endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT); the actor is recorded.
const USAGE = `usage: pnpm mail <command>

  send --title <t> --content <c> (--to <id,id,...> | --all) [--amount <TRY, e.g. 25.50>] [--market tr]
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
const flag = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
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
  const routes: Record<string, () => [string, object] | null> = {
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
