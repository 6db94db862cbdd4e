import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { playerAccount } from '../wallet/ledger.service';

/** Why a withdrawal waits for staff, with the figures staff read (console: withdrawals.flags.<code>). */
export type TRiskFlag =
  | { code: 'OVER_THRESHOLD'; params: { thresholdMinor: number } }
  | { code: 'NEW_IBAN'; params: Record<string, never> }
  | { code: 'LITTLE_PLAY'; params: { depositedMinor: number; wageredMinor: number } }
  | { code: 'SHARED_DEVICE'; params: { accounts: number } }
  | { code: 'SHARED_IBAN'; params: { accounts: number } }
  | { code: 'MANY_ACCOUNTS_ON_DEVICE'; params: { accounts: number; max: number } };

export interface TRiskRules {
  approvalThresholdMinor: bigint;
  /** Deposits of the last `littlePlayWindowMs` played less than this (basis points of them) is "little play". */
  littlePlayBps: number;
  littlePlayWindowMs: number;
  /** More member accounts than this on one device is flagged. */
  maxAccountsPerDevice: number;
}

const num = (v: string | number | null | undefined): number => Number(v ?? 0);

/** The facts the rules read, in the withdrawal's transaction. */
export const createRiskRepository = (db: Db) => ({
  /** A payout to this IBAN was paid to the player before. */
  paidBefore: async (userId: number, iban: string, tx: Db = db): Promise<boolean> =>
    rowsOf<{ n: string }>(await tx.execute(sql`select count(*) as n from cashier_orders where user_id = ${userId} and kind = 'withdrawal' and status = 'paid' and payout_account ->> 'iban' = ${iban}`))
      .map((r) => num(r.n))[0]! > 0,

  /** Deposits credited and cash staked since `since`. */
  depositsAndPlay: async (userId: number, since: Date, tx: Db = db): Promise<{ depositedMinor: number; wageredMinor: number }> => {
    const cash = playerAccount(userId);
    const [row] = rowsOf<{ deposited: string | null; wagered: string | null }>(
      await tx.execute(sql`select
        (select sum(amount) from wallet_transfers where credit_account = ${cash} and code = 'DEPOSIT' and created_at >= ${since.toISOString()}::timestamptz) as deposited,
        (select sum(amount) from wallet_transfers where debit_account = ${cash} and code = 'BET' and created_at >= ${since.toISOString()}::timestamptz) as wagered`),
    );
    return { depositedMinor: num(row?.deposited), wageredMinor: num(row?.wagered) };
  },

  /** Other member accounts that had this IBAN as a bank card or were paid to it. */
  ibanUsers: async (userId: number, iban: string, tx: Db = db): Promise<number[]> =>
    rowsOf<{ user_id: string }>(
      await tx.execute(sql`select distinct user_id from (
        select user_id from cashier_bank_cards where iban = ${iban}
        union select user_id from cashier_orders where kind = 'withdrawal' and payout_account ->> 'iban' = ${iban}
      ) x where user_id <> ${userId}`),
    ).map((r) => num(r.user_id)),

  /** Per device the player used: the other member accounts seen on it (their own device or a session). */
  deviceUsers: async (userId: number, tx: Db = db): Promise<Array<{ device: string; userIds: number[] }>> => {
    const rows = rowsOf<{ device: string; user_id: string }>(
      await tx.execute(sql`with mine as (
          select device_number as d from users where id = ${userId} and device_number is not null
          union select device_number from sessions where user_id = ${userId} and device_number is not null
        )
        select distinct mine.d as device, u.id as user_id from mine
          join (select id, device_number from users union all select user_id, device_number from sessions) seen on seen.device_number = mine.d
          join users u on u.id = seen.id
        where u.id <> ${userId} and u.role = 'member'`),
    );
    const byDevice = new Map<string, number[]>();
    for (const r of rows) byDevice.set(r.device, [...(byDevice.get(r.device) ?? []), num(r.user_id)]);
    return [...byDevice].map(([device, userIds]) => ({ device, userIds }));
  },
});

/** Staff: who the linked accounts are. */
export const linkedAccountsOf = async (db: Db, userIds: readonly number[]): Promise<Array<{ userId: number; nikeName: string; mobile: string; createTime: string }>> => {
  if (userIds.length === 0) return [];
  const list = sql.join(userIds.map((id) => sql`${id}`), sql`, `);
  return rowsOf<{ id: string; nike_name: string; mobile: string | null; created_at: string | Date }>(await db.execute(sql`select id, nike_name, mobile, created_at from users where id in (${list}) order by id`)).map((r) => ({
    userId: num(r.id),
    nikeName: r.nike_name,
    mobile: r.mobile ?? '',
    createTime: new Date(r.created_at).toISOString(),
  }));
};

export type TRiskRepository = ReturnType<typeof createRiskRepository>;

/**
 * The risk review of a withdrawal request: every rule that fires is a flag with its figures, and the
 * accounts it links to. Any flag holds the request for staff (nothing is refused silently: the player
 * sees "inceleniyor" with the time staff take).
 */
export const reviewWithdrawal = async (
  repo: TRiskRepository,
  rules: TRiskRules,
  input: { userId: number; amountMinor: bigint; iban: string; now: Date },
  tx: Db,
): Promise<{ flags: TRiskFlag[]; linkedUserIds: number[] }> => {
  const flags: TRiskFlag[] = [];
  const linked = new Set<number>();
  if (input.amountMinor > rules.approvalThresholdMinor) flags.push({ code: 'OVER_THRESHOLD', params: { thresholdMinor: Number(rules.approvalThresholdMinor) } });
  if (!(await repo.paidBefore(input.userId, input.iban, tx))) flags.push({ code: 'NEW_IBAN', params: {} });
  const play = await repo.depositsAndPlay(input.userId, new Date(input.now.getTime() - rules.littlePlayWindowMs), tx);
  if (play.depositedMinor > 0 && play.wageredMinor * 10_000 < play.depositedMinor * rules.littlePlayBps) flags.push({ code: 'LITTLE_PLAY', params: play });
  const devices = await repo.deviceUsers(input.userId, tx);
  const deviceLinked = new Set(devices.flatMap((d) => d.userIds));
  if (deviceLinked.size > 0) flags.push({ code: 'SHARED_DEVICE', params: { accounts: deviceLinked.size } });
  const crowded = Math.max(0, ...devices.map((d) => d.userIds.length + 1));
  if (crowded > rules.maxAccountsPerDevice) flags.push({ code: 'MANY_ACCOUNTS_ON_DEVICE', params: { accounts: crowded, max: rules.maxAccountsPerDevice } });
  const ibanLinked = await repo.ibanUsers(input.userId, input.iban, tx);
  if (ibanLinked.length > 0) flags.push({ code: 'SHARED_IBAN', params: { accounts: ibanLinked.length } });
  for (const id of [...deviceLinked, ...ibanLinked]) linked.add(id);
  return { flags, linkedUserIds: [...linked].sort((a, b) => a - b) };
};
