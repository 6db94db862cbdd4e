import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The most rows one section of an export carries (a player's whole history fits many times over). */
export const EXPORT_SECTION_MAX_ROWS = 50_000;

type TRow = Record<string, unknown>;

/**
 * Every section of a player's data export: a query over the player's own rows only (`user_id`, or the player's
 * ledger accounts). Secrets are never selected: password, code and token hashes, the withdrawal password.
 */
const sections = (userId: number, accounts: readonly string[]) => {
  const accountList = sql.join(accounts.map((a) => sql`${a}`), sql`, `);
  const limit = EXPORT_SECTION_MAX_ROWS;
  return {
    logins: sql`select created_at, expires_at, revoked_at, device_number, ip, scope from sessions where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
    loginLogs: sql`select created_at, mobile, ip from login_logs where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
    moneyHistory: sql`select t.id::text as id, t.created_at, t.code, t.amount::text as amount_minor, t.currency,
        case when t.credit_account in (${accountList}) then t.credit_account else t.debit_account end as account,
        case when t.credit_account in (${accountList}) then 'in' else 'out' end as direction,
        case when t.credit_account in (${accountList}) then t.debit_account else t.credit_account end as counter_account
      from wallet_transfers t where t.debit_account in (${accountList}) or t.credit_account in (${accountList}) order by t.id desc limit ${limit}`,
    gameRounds: sql`select r.round_id, r.game_id, g.name as game, r.currency, r.bet_minor::text as bet_minor, r.win_minor::text as win_minor, r.refund_minor::text as refund_minor, r.status, r.started_at, r.updated_at
      from wallet_game_rounds r left join games g on g.id = r.game_id where r.user_id = ${userId} order by r.started_at desc limit ${limit}`,
    sportTickets: sql`select round_id, kind, status, stake_minor::text as stake_minor, potential_return_minor::text as potential_return_minor, win_minor::text as win_minor, legs, placed_at, settled_at from sport_tickets where user_id = ${userId} order by placed_at desc limit ${limit}`,
    cashierOrders: sql`select order_id, kind, channel, status, amount_minor::text as amount_minor, fee_minor::text as fee_minor, credited_minor::text as credited_minor, currency, payout_account, reason, created_at, paid_at, updated_at from cashier_orders where user_id = ${userId} order by created_at desc limit ${limit}`,
    bankCards: sql`select iban, bank_name, holder_name, is_default, created_at, deleted_at from cashier_bank_cards where user_id = ${userId} order by created_at desc limit ${limit}`,
    bonuses: sql`select offer_id, status, granted_minor::text as granted_minor, wagered_minor::text as wagered_minor, required_minor::text as required_minor, converted_minor::text as converted_minor, source, granted_at, expires_at, closed_at from player_bonuses where user_id = ${userId} order by granted_at desc limit ${limit}`,
    mail: sql`select m.id::text as id, c.title, c.content, c.amount_minor::text as prize_minor, m.is_read, m.claimed_at, m.created_at, m.expires_at from mail_messages m left join mail_campaigns c on c.id = m.campaign_id where m.user_id = ${userId} order by m.created_at desc limit ${limit}`,
    support: sql`select author, text, created_at, read_at from support_messages where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
    consents: sql`select c.kind, c.version, c.lang, c.source, c.market_id, d.title, c.ip, c.device_number, c.user_agent, c.accepted_at from player_consents c left join legal_documents d on d.id = c.document_id where c.user_id = ${userId} order by c.accepted_at desc, c.id desc limit ${limit}`,
    attributionTouches: sql`select device_number, adid, gaid, fbclid, gclid, ttclid, created_at from attribution_touches where user_id = ${userId} order by created_at desc limit ${limit}`,
    trackingEvents: sql`select event_type, event_id, created_at from tracking_events where user_id = ${userId} order by created_at desc limit ${limit}`,
    protectionLimits: sql`select kind, period, value::text as value, pending_value::text as pending_value, pending_remove, pending_effective_at, updated_at from protection_limits where user_id = ${userId} order by kind, period`,
    protectionExclusions: sql`select kind, duration, starts_at, ends_at from protection_exclusions where user_id = ${userId} order by starts_at desc`,
    protectionSettings: sql`select reality_check_minutes, updated_at from protection_settings where user_id = ${userId}`,
    protectionHistory: sql`select actor, action, old_value, new_value, created_at from protection_audit where user_id = ${userId} order by created_at desc, id desc limit ${limit}`,
    signIns: sql`select day, cycle_day, amount_minor::text as amount_minor, created_at from sign_in_records where user_id = ${userId} order by day desc limit ${limit}`,
    vipRewards: sql`select kind, level, amount_minor::text as amount_minor, currency, created_at from vip_rewards where user_id = ${userId} order by created_at desc limit ${limit}`,
    wheelSpins: sql`select prize_kind, amount_minor::text as amount_minor, currency, created_at from wheel_spins where user_id = ${userId} order by created_at desc limit ${limit}`,
  } satisfies Record<string, SQL>;
};

export type TExportSection = keyof ReturnType<typeof sections>;

/** Reads for a player's data export and for closing an account; writes only the closure mark. */
export const createDataRightsRepository = (db: Db) => ({
  transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx as unknown as Db)),

  profile: async (userId: number): Promise<TRow | undefined> =>
    rowsOf<TRow>(
      await db.execute(sql`select u.public_id, u.role, u.nike_name, u.name, u.email, u.mobile, u.device_number, u.adid, u.gaid, u.invite_uuid, u.uu_id, u.vip_level,
          u.registered_at, u.created_at, u.updated_at, u.closed_at, p.birth_date, p.age_confirmed_at
        from users u left join protection_profiles p on p.user_id = u.id where u.id = ${userId}`),
    )[0],

  /** One section, read inside the export's snapshot transaction. */
  section: async (userId: number, accounts: readonly string[], name: TExportSection, tx: Db = db): Promise<TRow[]> => rowsOf<TRow>(await tx.execute(sections(userId, accounts)[name])),

  sectionNames: (): TExportSection[] => Object.keys(sections(0, ['-'])) as TExportSection[],

  /** Withdrawals not yet paid or refused, and deposits that may still be paid. */
  openOrders: async (userId: number, tx: Db = db): Promise<{ withdrawals: number; deposits: number }> => {
    const row = rowsOf<{ withdrawals: string; deposits: string }>(
      await tx.execute(sql`select count(*) filter (where kind = 'withdraw')::text as withdrawals, count(*) filter (where kind <> 'withdraw')::text as deposits
        from cashier_orders where user_id = ${userId} and status in ('created', 'pending', 'review')`),
    )[0];
    return { withdrawals: Number(row?.withdrawals ?? 0), deposits: Number(row?.deposits ?? 0) };
  },

  activeBonus: async (userId: number, tx: Db = db): Promise<boolean> =>
    rowsOf(await tx.execute(sql`select 1 from player_bonuses where user_id = ${userId} and status = 'active' limit 1`)).length > 0,

  /** Locks the player's row for the closure (two closures or a closure and a login cannot interleave). */
  lockUser: async (userId: number, tx: Db): Promise<{ closed_at: Date | string | null } | undefined> =>
    rowsOf<{ closed_at: Date | string | null }>(await tx.execute(sql`select closed_at from users where id = ${userId} for update`))[0],

  markClosed: async (userId: number, at: Date, tx: Db): Promise<void> => {
    await tx.execute(sql`update users set closed_at = ${at}, updated_at = ${at} where id = ${userId}`);
  },

  hasPassword: async (userId: number): Promise<boolean> =>
    rowsOf(await db.execute(sql`select 1 from users where id = ${userId} and password_hash is not null`)).length > 0,

  passwordHash: async (userId: number): Promise<string | null> =>
    rowsOf<{ password_hash: string | null }>(await db.execute(sql`select password_hash from users where id = ${userId}`))[0]?.password_hash ?? null,

  closedAt: async (userId: number): Promise<Date | null> => {
    const row = rowsOf<{ closed_at: Date | string | null }>(await db.execute(sql`select closed_at from users where id = ${userId}`))[0];
    return row?.closed_at ? new Date(row.closed_at) : null;
  },
});

export type TDataRightsRepository = ReturnType<typeof createDataRightsRepository>;
