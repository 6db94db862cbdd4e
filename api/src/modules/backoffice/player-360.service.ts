import type { ProtectionStaffView, TPlayerMail, TPlayerSportTicket } from '@casino/shared/contracts';
import { AppError } from '../../lib/errors';
import { maskPhone } from '../../lib/phone';
import { MAX_INSTANT_MS, MIN_INSTANT_MS } from '../../lib/schemas';
import { playerAccount, playerBonusAccount, playerPayoutAccount } from '../wallet/ledger.service';
import type { TBackofficeRepository } from './backoffice.repository';
import type { TStatementLine, TStatementPage } from './backoffice.schemas';
import { toCsv } from './csv';
import type { TPlayerActivityRepository } from './player-activity.repository';
import type { TPlayer360Repository, TStatementFilter } from './player-360.repository';

const iso = (v: Date | string | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString());
const maskText = (v: string | null): string | null => (v === null ? null : v.length <= 2 ? '**' : `${v.slice(0, 1)}***${v.slice(-1)}`);
const maskIp = (v: string | null): string | null => (v === null ? null : v.replace(/[.:][^.:]+[.:][^.:]+$/, '.*.*'));
/** A birth date is personal data: masked in the view and in the protection history's values (age confirmations). */
const maskProtection = (view: ProtectionStaffView): ProtectionStaffView => {
  const hide = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replace(/\d{4}-\d{2}-\d{2}/g, '****-**-**')
      : value !== null && typeof value === 'object' && 'birthDate' in value
        ? { ...value, birthDate: '****-**-**' }
        : value;
  return { ...view, birthDate: view.birthDate === null ? null : '****-**-**', audit: view.audit.map((a) => ({ ...a, oldValue: hide(a.oldValue), newValue: hide(a.newValue) })) };
};
/** The longest statement one CSV export writes. */
export const CSV_MAX_ROWS = 10_000;

export interface Player360Deps {
  repo: TPlayer360Repository;
  activity: TPlayerActivityRepository;
  backoffice: Pick<TBackofficeRepository, 'audit' | 'notesOf' | 'auditOf'>;
  protection: { staffView(userId: number): Promise<ProtectionStaffView> };
  /** The cashier's one definition of what a player may withdraw (the figure the player's own popup shows). */
  payable: { read(userId: number): Promise<{ withdrawableMinor: bigint; testMinor: bigint }> };
  now: () => Date;
}

export type TStatementQuery = Omit<TStatementFilter, 'account' | 'beforeId'> & { userId: number; account: 'cash' | 'payout'; cursor?: bigint | undefined };

export const createPlayer360Service = ({ repo, activity, backoffice, protection, payable, now }: Player360Deps) => {
  const accountOf = (userId: number, account: 'cash' | 'payout') => (account === 'cash' ? playerAccount(userId) : playerPayoutAccount(userId));

  const lines = async (q: TStatementQuery, beforeId: bigint | undefined, limit: number): Promise<TStatementLine[]> =>
    (await repo.statement({ account: accountOf(q.userId, q.account), beforeId, code: q.code, from: q.from, to: q.to, limit })).map((r) => ({
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      code: r.code,
      counterAccount: r.counter_account,
      amountMinor: Number(r.signed),
      balanceAfterMinor: Number(r.running),
    }));

  const mustExist = async (userId: number) => {
    const row = await repo.profile(userId);
    if (!row) throw new AppError('PLAYER_NOT_FOUND');
    return row;
  };

  return {
    /**
     * Profile, status and balances. Personal data (phone, name, e-mail, device, login IPs) is shown to roles
     * that may see it, and each such view is logged; others get it masked.
     */
    async profile(userId: number, viewer: { actor: string; personalData: boolean }) {
      const row = await mustExist(userId);
      const [logins, balances, protectionView, payout] = await Promise.all([
        repo.lastLogins(userId, 10),
        repo.balances([playerAccount(userId), playerPayoutAccount(userId), playerBonusAccount(userId)]),
        protection.staffView(userId),
        payable.read(userId),
      ]);
      const pd = viewer.personalData;
      if (pd) await backoffice.audit({ userId, actor: viewer.actor, action: 'personal_data.viewed', detail: { via: 'profile', fields: ['phone', 'name', 'email', 'device', 'ip'] }, at: now() });
      const cash = Number(balances.get(playerAccount(userId)) ?? 0n);
      return {
        userId,
        publicId: row.public_id,
        nickname: row.nike_name,
        role: row.role,
        vipLevel: row.vip_level,
        registeredAt: iso(row.registered_at),
        createdAt: iso(row.created_at),
        personalData: pd,
        phone: row.mobile === null ? null : pd ? row.mobile : maskPhone(row.mobile),
        name: pd ? row.name : maskText(row.name),
        email: pd ? row.email : maskText(row.email),
        deviceNumber: pd ? row.device_number : maskText(row.device_number),
        market: row.market_id,
        currency: row.currency,
        // Not recorded per player yet: the language a player uses, and KYC (the KYC issue adds it).
        language: null,
        kyc: null,
        status: { loginBlockedAt: iso(row.login_blocked_at), reviewAt: iso(row.review_at), closedAt: iso(row.closed_at) },
        lastLogins: logins.map((l) => ({ at: iso(l.created_at), device: pd ? l.device_number : maskText(l.device_number), ip: pd ? l.ip : maskIp(l.ip), ended: l.revoked_at !== null || new Date(l.expires_at) <= now() })),
        // The player's own figure: cash less deposits not yet played through and the sandbox's test money; never bonus money.
        balances: {
          cashMinor: cash,
          bonusMinor: Number(balances.get(playerBonusAccount(userId)) ?? 0n),
          testMinor: Number(payout.testMinor),
          withdrawableMinor: Number(payout.withdrawableMinor),
          pendingPayoutMinor: Number(balances.get(playerPayoutAccount(userId)) ?? 0n),
        },
        protection: pd ? protectionView : maskProtection(protectionView),
      };
    },

    async statement(q: TStatementQuery): Promise<TStatementPage> {
      await mustExist(q.userId);
      const page = await lines(q, q.cursor, q.limit + 1);
      const more = page.length > q.limit;
      const shown = more ? page.slice(0, q.limit) : page;
      return { account: accountOf(q.userId, q.account), lines: shown, nextCursor: more ? (shown[shown.length - 1]?.id ?? null) : null };
    },

    /** The whole (filtered) statement as CSV, newest first, at most CSV_MAX_ROWS lines; every text cell escaped against formulas. */
    async statementCsv(q: Omit<TStatementQuery, 'limit' | 'cursor'>): Promise<string> {
      await mustExist(q.userId);
      const all = await lines({ ...q, limit: CSV_MAX_ROWS }, undefined, CSV_MAX_ROWS);
      return toCsv(
        ['id', 'at', 'code', 'counter_account', 'amount', 'balance_after'],
        all.map((l) => [l.id, l.at, l.code, l.counterAccount, (l.amountMinor / 100).toFixed(2), (l.balanceAfterMinor / 100).toFixed(2)]),
      );
    },

    async rounds(userId: number, cursor: string | undefined, limit: number) {
      await mustExist(userId);
      const [startedAt, roundId] = cursor ? cursor.split('|') : [];
      const ms = startedAt ? Date.parse(startedAt) : Number.NaN;
      const before = roundId !== undefined && ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS ? { startedAt: new Date(ms), roundId } : undefined;
      if (cursor && !before) throw new AppError('BAD_REQUEST', { messageKey: 'BACKOFFICE_CURSOR_INVALID' });
      const rows = await repo.rounds(userId, before, limit + 1);
      const shown = rows.slice(0, limit).map((r) => ({
        roundId: r.round_id,
        gameId: r.game_id,
        game: r.game_name,
        provider: r.provider,
        stakeMinor: Number(r.bet_minor),
        winMinor: Number(r.win_minor),
        refundMinor: Number(r.refund_minor),
        status: r.status,
        startedAt: iso(r.started_at),
      }));
      const last = shown[shown.length - 1];
      return { rounds: shown, nextCursor: rows.length > limit && last ? `${last.startedAt}|${last.roundId}` : null };
    },

    async orders(userId: number, viewer: { actor: string; personalData: boolean }) {
      await mustExist(userId);
      const rows = await repo.orders(userId, 100);
      if (viewer.personalData && rows.some((o) => o.payout_iban !== null)) await backoffice.audit({ userId, actor: viewer.actor, action: 'personal_data.viewed', detail: { via: 'orders', fields: ['iban'] }, at: now() });
      return rows.map((o) => ({
        orderId: o.order_id,
        kind: o.kind,
        channel: o.channel,
        status: o.status,
        amountMinor: Number(o.amount_minor),
        creditedMinor: o.credited_minor === null ? null : Number(o.credited_minor),
        feeMinor: Number(o.fee_minor),
        currency: o.currency,
        payoutIban: o.payout_iban === null ? null : viewer.personalData ? o.payout_iban : `${o.payout_iban.slice(0, 4)}****${o.payout_iban.slice(-4)}`,
        createdAt: iso(o.created_at),
        paidAt: iso(o.paid_at),
      }));
    },

    async sportTickets(userId: number): Promise<TPlayerSportTicket[]> {
      await mustExist(userId);
      return (await activity.sportTickets(userId, 100)).map((x) => ({
        roundId: x.round_id,
        kind: x.kind,
        status: x.status,
        stakeMinor: Number(x.stake_minor),
        odds: x.odds_x100 / 100,
        potentialReturnMinor: Number(x.potential_return_minor),
        winMinor: Number(x.win_minor),
        legs: x.legs,
        placedAt: iso(x.placed_at),
        settledAt: iso(x.settled_at),
      }));
    },

    async mails(userId: number): Promise<TPlayerMail[]> {
      await mustExist(userId);
      return (await activity.mails(userId, 100)).map((m) => ({
        id: m.id,
        title: m.title,
        kind: m.kind,
        prizeMinor: Number(m.amount_minor),
        read: m.is_read,
        claimedAt: iso(m.claimed_at),
        createdAt: iso(m.created_at),
        expiresAt: iso(m.expires_at),
      }));
    },

    async notes(userId: number) {
      await mustExist(userId);
      return (await backoffice.notesOf(userId, 200)).map((n) => ({ id: n.id, author: n.author, text: n.body, at: n.createdAt.toISOString() }));
    },

    async auditOf(userId: number, cursor: number | undefined, limit: number) {
      const rows = await backoffice.auditOf(userId, cursor, limit + 1);
      const shown = rows.slice(0, limit).map((a) => ({ id: a.id, actor: a.actor, action: a.action, reason: a.reason, detail: a.detail, at: a.createdAt.toISOString() }));
      return { entries: shown, nextCursor: rows.length > limit ? (shown[shown.length - 1]?.id ?? null) : null };
    },
  };
};

export type TPlayer360Service = ReturnType<typeof createPlayer360Service>;
