import { runStaffCall, takeFlag, type TStaffCall } from '../../lib/staff-cli';

// Staff CLI: `pnpm --filter @casino/api support <command>` (root: `pnpm support ...`). It calls the running API's staff
// endpoints with ADMIN_TOKEN (REGISTRY_API_URL or http://127.0.0.1:$API_PORT); the actor is recorded.
const USAGE = `usage: pnpm support <command>

  queue [--all] [--limit <n>]            conversations waiting for an answer (--all: every conversation)
  show <userId> [--page <n>]             one player's conversation, newest first
  reply <userId> <text>                  answer a player (reaches their open page at once)
  faq [market]                           the FAQ of a market, every language
  faq-set <slug> --lang tk|en|zh-CN --question <q> --answer <a> [--market tr] [--sort <n>] [--enabled true|false]
                                         create or edit an FAQ entry
  faq-delete <slug> --lang tk|en|zh-CN [--market tr]     delete an FAQ entry
  channels [market]                      the contact channels of a market
  channel-set <kind> --value <v> [--url https://...] [--hours <h>] [--market tr] [--sort <n>] [--enabled true|false]
                                         create or edit a channel (kind: livechat, whatsapp, telegram, email, phone)
  channel-delete <kind> [--market tr]    delete a channel
  audit [market] [--limit <n>]           who changed the FAQ and channels, newest first`;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => takeFlag(args, name);
const has = (name: string): boolean => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const bool = (v: string | undefined) => (v === undefined ? undefined : v === 'true' ? true : v === 'false' ? false : v);

const main = async (): Promise<number> => {
  const f = { limit: flag('limit'), page: flag('page'), lang: flag('lang'), question: flag('question'), answer: flag('answer'), market: flag('market'), sort: flag('sort'), enabled: flag('enabled'), value: flag('value'), url: flag('url'), hours: flag('hours') };
  const all = has('all');
  const [command, target, ...rest] = args;
  const text = rest.join(' ').replace(/\\n/g, '\n');
  const routes: Record<string, () => TStaffCall> = {
    queue: () => ['/admin/support/conversations', defined({ waiting: !all, limit: f.limit })],
    show: () => (target ? ['/admin/support/messages', defined({ userId: target, page: f.page })] : null),
    reply: () => (target && text ? ['/admin/support/reply', { userId: target, text }] : null),
    faq: () => ['/admin/support/faq/list', defined({ market: target })],
    'faq-set': () =>
      target && f.lang && f.question && f.answer
        ? ['/admin/support/faq/set', defined({ slug: target, lang: f.lang, question: f.question, answer: f.answer.replace(/\\n/g, '\n'), market: f.market, sort: f.sort, enabled: bool(f.enabled) })]
        : null,
    'faq-delete': () => (target && f.lang ? ['/admin/support/faq/delete', defined({ slug: target, lang: f.lang, market: f.market })] : null),
    channels: () => ['/admin/support/channels/list', defined({ market: target })],
    'channel-set': () =>
      target && f.value ? ['/admin/support/channels/set', defined({ kind: target, value: f.value, url: f.url, hours: f.hours, market: f.market, sort: f.sort, enabled: bool(f.enabled) })] : null,
    'channel-delete': () => (target ? ['/admin/support/channels/delete', defined({ kind: target, market: f.market })] : null),
    audit: () => ['/admin/support/audit', defined({ market: target, limit: f.limit })],
  };
  return runStaffCall(command ? routes[command]?.() : null, USAGE);
};

process.exit(await main());
