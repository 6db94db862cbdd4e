import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../user/user.tables';
import { gameRounds } from '../wallet/wallet.tables';
import { agentRebates } from './invite.tables';

export interface TInviteeWagering {
  userId: number;
  nikeName: string;
  registeredAt: Date | null;
  periodWageredMinor: bigint;
  totalWageredMinor: bigint;
}

/** The agent rebate's data: the inviter's qualifying invitees, their settled wagering, the rebates paid. */
export const createAgentRepository = (db: Db) => ({
  inviter: async (userId: number, tx: Db = db): Promise<{ uuId: string; deviceNumber: string | null } | undefined> =>
    (await tx.select({ uuId: users.uuId, deviceNumber: users.deviceNumber }).from(users).where(eq(users.id, userId)).limit(1))[0],

  /** How many invitees qualify (the rule of `invitees`), without their wagering: what the tier needs. */
  qualifyingCount: async (inviterId: number, uuid: string, inviterDevice: string | null, tx: Db = db): Promise<number> =>
    Number(
      rowsOf<{ n: string | number }>(
        await tx.execute(sql`
          select count(*)::int as n from ${users} u
           where u.invite_uuid = ${uuid} and u.id <> ${inviterId} and u.role = 'member' and u.mobile is not null
             and u.device_number is distinct from ${inviterDevice}`),
      )[0]?.n ?? 0,
    ),

  /**
   * Invitees who registered with a verified phone, never the inviter nor anyone on the inviter's own
   * device, with the bets minus refunds of their settled (closed) rounds: all time and since `periodStart`.
   */
  invitees: async (inviterId: number, uuid: string, inviterDevice: string | null, periodStart: Date, tx: Db = db): Promise<TInviteeWagering[]> =>
    rowsOf<{ id: string | number; nike_name: string; registered_at: string | Date | null; period: string; total: string }>(
      await tx.execute(sql`
        select u.id, u.nike_name, u.registered_at,
               coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor}) filter (where ${gameRounds.startedAt} >= ${periodStart.toISOString()}::timestamptz), 0)::text as period,
               coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor}), 0)::text as total
          from ${users} u
          left join ${gameRounds} on ${gameRounds.userId} = u.id and ${gameRounds.status} = 'closed'
         where u.invite_uuid = ${uuid} and u.id <> ${inviterId} and u.role = 'member' and u.mobile is not null
           and u.device_number is distinct from ${inviterDevice}
         group by u.id, u.nike_name, u.registered_at
         order by u.registered_at desc nulls last, u.id desc`),
    ).map((r) => ({
      userId: Number(r.id),
      nikeName: r.nike_name,
      registeredAt: r.registered_at === null ? null : new Date(r.registered_at),
      periodWageredMinor: BigInt(r.period),
      totalWageredMinor: BigInt(r.total),
    })),

  /** When each qualifying invitee registered, oldest first: the instants the tier went up. */
  qualifyingRegistrations: async (inviterId: number, uuid: string, inviterDevice: string | null, tx: Db = db): Promise<Date[]> =>
    rowsOf<{ registered_at: string | Date | null }>(
      await tx.execute(sql`
        select u.registered_at from ${users} u
         where u.invite_uuid = ${uuid} and u.id <> ${inviterId} and u.role = 'member' and u.mobile is not null
           and u.device_number is distinct from ${inviterDevice}
         order by u.registered_at asc nulls first, u.id asc`),
    ).map((r) => (r.registered_at === null ? new Date(0) : new Date(r.registered_at))),

  /**
   * The invitees' settled wagering (bets - refunds of closed rounds) split at the given instants
   * (ascending): element k is what settled in [bounds[k-1], bounds[k]), the last one since the last bound.
   * A closed round settles at its last update (its round end).
   */
  settledWageringSplit: async (inviterId: number, uuid: string, inviterDevice: string | null, bounds: Date[], tx: Db = db): Promise<bigint[]> => {
    const edges = [new Date(0), ...bounds, new Date('9999-12-31T00:00:00Z')];
    const parts = edges.slice(1).map((end, k) => sql`coalesce(sum(${gameRounds.betMinor} - ${gameRounds.refundMinor}) filter (where ${gameRounds.updatedAt} >= ${edges[k]!.toISOString()}::timestamptz and ${gameRounds.updatedAt} < ${end.toISOString()}::timestamptz), 0)::text`);
    const row = rowsOf<Record<string, string>>(
      await tx.execute(sql`
        select ${sql.join(parts.map((p, k) => sql`${p} as ${sql.raw(`s${k}`)}`), sql`, `)}
          from ${users} u
          join ${gameRounds} on ${gameRounds.userId} = u.id and ${gameRounds.status} = 'closed'
         where u.invite_uuid = ${uuid} and u.id <> ${inviterId} and u.role = 'member' and u.mobile is not null
           and u.device_number is distinct from ${inviterDevice}`),
    )[0];
    return parts.map((_, k) => BigInt(row?.[`s${k}`] ?? '0'));
  },

  paidMinor: async (userId: number, tx: Db = db): Promise<bigint> => {
    const [row] = await tx.select({ total: sql<string>`coalesce(sum(${agentRebates.amountMinor}), 0)::text` }).from(agentRebates).where(eq(agentRebates.userId, userId));
    return BigInt(row?.total ?? '0');
  },

  insertRebate: async (row: typeof agentRebates.$inferInsert, tx: Db): Promise<void> => {
    await tx.insert(agentRebates).values(row);
  },
});

export type TAgentRepository = ReturnType<typeof createAgentRepository>;
