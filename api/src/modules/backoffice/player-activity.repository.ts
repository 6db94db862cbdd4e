import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The player's sport tickets and mail box, for the player 360 (reads the sport and mail modules' tables; no writes). */
export const createPlayerActivityRepository = (db: Db) => ({
  async sportTickets(userId: number, limit: number) {
    return rowsOf<{ round_id: string; kind: string; status: string; stake_minor: string; odds_x100: number; potential_return_minor: string; win_minor: string; legs: unknown; placed_at: Date | string; settled_at: Date | string | null }>(
      await db.execute(sql`select round_id, kind, status, stake_minor::text as stake_minor, odds_x100, potential_return_minor::text as potential_return_minor, win_minor::text as win_minor,
          legs, placed_at, settled_at
        from sport_tickets where user_id = ${userId} order by placed_at desc limit ${limit}`),
    );
  },

  async mails(userId: number, limit: number) {
    return rowsOf<{ id: string; title: string; amount_minor: string; kind: string; is_read: boolean; claimed_at: Date | string | null; created_at: Date | string; expires_at: Date | string | null }>(
      await db.execute(sql`select m.id::text as id, c.title, c.amount_minor::text as amount_minor, c.kind, m.is_read, m.claimed_at, m.created_at, m.expires_at
        from mail_messages m join mail_campaigns c on c.id = m.campaign_id
        where m.user_id = ${userId} order by m.created_at desc, m.id desc limit ${limit}`),
    );
  },
});

export type TPlayerActivityRepository = ReturnType<typeof createPlayerActivityRepository>;
