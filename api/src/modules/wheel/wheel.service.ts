import type { WheelHistoryPage, WheelInfo, WheelPrize, WheelSpinRecord, WheelSpinResult, WheelSpinSource } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLogger } from '../../lib/logger';
import type { TPromoCreditFn } from '../bonus/bonus-credit.service';
import type { TPushHub } from '../push/push.hub';
import type { TVipLevelConfig } from '../vip/vip.config';
import type { TVipService } from '../vip/vip.service';
import type { TLedgerService } from '../wallet/ledger.service';
import { DEFAULT_WHEEL_TABLES, DEPOSIT_SPIN_RULES, vipPeriodOf } from './wheel.config';
import { createCryptoRng, drawIndex, type TUniformInt } from './wheel.draw';
import type { TWheelGrantRow, TWheelRepository, TWheelSpinRow, TWheelTableRow } from './wheel.repository';
import { spinSourcesOf, totalSpins } from './wheel.sources';
import { createWheelStaff } from './wheel-staff.service';

export interface WheelServiceDeps {
  repo: TWheelRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'transfer' | 'ensurePlayerAccount' | 'lockPlayer' | 'playerBalance' | 'playerCurrency'>;
  vip: Pick<TVipService, 'levelOf' | 'levels'>;
  markets: { find(id: string): Promise<{ id: string; currency: string } | undefined>; findDefault(): Promise<{ id: string } | undefined> };
  /** marketOf: the player's own market (fixed at their first visit); undefined for no such player. */
  users: { exists(userId: number): Promise<boolean>; marketOf(userId: number): Promise<string | undefined> };
  push: Pick<TPushHub, 'publish'>;
  clock: Clock;
  logger: TLogger;
  /** Uniform integers for the draw; the CSPRNG unless a test injects one. */
  rng?: TUniformInt;
  /** Cash prizes pay under the offer staff chose for wheel prizes (bonus module), else as cash. */
  promoCredit: TPromoCreditFn;
}

export const wheelPrizeKey = (spinId: number): string => `wheel-spin:${spinId}`;

export const prizesOf = (table: Pick<TWheelTableRow, 'prizes'>): WheelPrize[] => table.prizes.map((p, index) => ({ index, kind: p.kind, amountMinor: Number(p.amountMinor) }));

const toRecord = (row: TWheelSpinRow & { source: WheelSpinRecord['source'] }): WheelSpinRecord => ({
  spinId: row.id,
  index: row.prizeIndex,
  kind: row.prizeKind,
  amountMinor: Number(row.amountMinor),
  currency: row.currency,
  version: row.tableVersion,
  createTime: row.createdAt.toISOString(),
  source: row.source,
});

/**
 * The prize wheel: entitlement (VIP spins per week, deposits, staff grants), the server's draw by the
 * live table's integer weights (or the index staff pinned), the record and the prize paid through
 * the ledger once (`wheel-spin:<spinId>`), all in one transaction behind the player's account lock.
 */
export const createWheelService = (deps: WheelServiceDeps) => {
  const rng = deps.rng ?? createCryptoRng();

  const resolveMarket = async (market: string | undefined): Promise<string> => {
    const found = market === undefined ? await deps.markets.findDefault() : await deps.markets.find(market);
    if (!found) throw new AppError('MARKET_NOT_FOUND', { params: { market: market ?? '-' } });
    return found.id;
  };

  /** The live table; version 1 comes from the defaults the first time a configured market asks. */
  const liveTable = async (market: string, tx?: Db): Promise<TWheelTableRow> => {
    const current = await deps.repo.liveTable(market, tx);
    if (current) return current;
    const defaults = DEFAULT_WHEEL_TABLES[market];
    if (defaults) {
      await deps.repo.insertTable({ market, version: 1, currency: defaults.currency, prizes: [...defaults.prizes], pinnedIndex: null, note: 'default', createdBy: 'system', createdAt: deps.clock.now() }, tx);
      const created = await deps.repo.liveTable(market, tx);
      if (created) return created;
    }
    throw new AppError('WHEEL_NOT_AVAILABLE', { params: { market } });
  };

  /** Spins per period of the player's stored level; `levels` are read before any transaction (PGlite has one connection). */
  const vipSpinsPerPeriod = async (userId: number, levels: readonly TVipLevelConfig[], tx?: Db): Promise<number> => {
    const level = await deps.vip.levelOf(userId, tx);
    return levels.find((l) => l.level === level)?.wheelSpinsPerPeriod ?? 0;
  };

  /** Spins left now by where they came from: the live grants, with this week's VIP grant counted even before it is written. */
  const spinSources = async (userId: number, now: Date, levels: readonly TVipLevelConfig[], tx?: Db): Promise<WheelSpinSource[]> => {
    const period = vipPeriodOf(now);
    const grants = await deps.repo.liveGrants(userId, now, tx);
    return spinSourcesOf(grants, { spinsPerPeriod: await vipSpinsPerPeriod(userId, levels, tx), periodKey: period.key, periodEndsAt: period.endsAt });
  };
  const spinsLeft = async (userId: number, now: Date, levels: readonly TVipLevelConfig[], tx?: Db): Promise<number> => totalSpins(await spinSources(userId, now, levels, tx));

  const ensureVipGrant = async (userId: number, now: Date, levels: readonly TVipLevelConfig[], tx: Db): Promise<void> => {
    const spins = await vipSpinsPerPeriod(userId, levels, tx);
    if (spins <= 0) return;
    const period = vipPeriodOf(now);
    await deps.repo.upsertGrant({ userId, source: 'vip', sourceRef: period.key, spins, expiresAt: period.endsAt, createdAt: now }, true, tx);
  };

  const grant = async (input: { userId: number; source: TWheelGrantRow['source']; sourceRef: string; spins: number; validForMs?: number; createdBy?: string }) => {
    const now = deps.clock.now();
    const row = await deps.repo.upsertGrant(
      {
        userId: input.userId,
        source: input.source,
        sourceRef: input.sourceRef,
        spins: input.spins,
        expiresAt: input.validForMs === undefined ? null : new Date(now.getTime() + input.validForMs),
        createdBy: input.createdBy ?? null,
        createdAt: now,
      },
      false,
    );
    return { created: row !== undefined, grant: row ?? (await deps.repo.findGrant(input.userId, input.sourceRef)) };
  };

  const replay = async (row: TWheelSpinRow, userId: number): Promise<WheelSpinResult> => {
    const table = await deps.repo.tableById(row.tableId);
    const prize = table ? prizesOf(table)[row.prizeIndex] : undefined;
    return {
      spinId: row.id,
      index: row.prizeIndex,
      prize: prize ?? { index: row.prizeIndex, kind: row.prizeKind, amountMinor: Number(row.amountMinor) },
      currency: row.currency,
      version: row.tableVersion,
      totalAssets: Number(await deps.ledger.playerBalance(userId)),
      spinsLeft: await spinsLeft(userId, deps.clock.now(), await deps.vip.levels()),
      createTime: row.createdAt.toISOString(),
    };
  };

  const staff = createWheelStaff({ repo: deps.repo, clock: deps.clock, rng, resolveMarket, currencyOf: async (market) => (await deps.markets.find(market))?.currency ?? '', liveTable, users: deps.users, grant });

  return {
    staff,

    async userFields(userId: number): Promise<{ isWheelEnough: boolean }> {
      return { isWheelEnough: (await spinsLeft(userId, deps.clock.now(), await deps.vip.levels())) > 0 };
    },

    async info(userId: number, market: string | undefined): Promise<WheelInfo> {
      const marketId = await resolveMarket(market);
      const table = await liveTable(marketId);
      const now = deps.clock.now();
      const levels = await deps.vip.levels();
      const sources = await spinSources(userId, now, levels);
      const left = totalSpins(sources);
      return {
        market: marketId,
        currency: table.currency,
        version: table.version,
        prizes: prizesOf(table),
        spinsLeft: left,
        isWheelEnough: left > 0,
        vipLevel: await deps.vip.levelOf(userId),
        vipSpinsPerPeriod: await vipSpinsPerPeriod(userId, levels),
        periodEndsAt: vipPeriodOf(now).endsAt.toISOString(),
        spinSources: sources,
      };
    },

    async spin(userId: number, input: { market?: string | undefined; requestId?: string | undefined }): Promise<WheelSpinResult> {
      // The player's own market's wheel, whatever market the page was opened for (its table pays in the player's currency).
      const marketId = await resolveMarket((await deps.users.marketOf(userId)) ?? input.market);
      const table = await liveTable(marketId);
      // A player's account is in their market's currency: a table in another one cannot pay them.
      if (table.currency !== (await deps.ledger.playerCurrency(userId))) throw new AppError('WHEEL_NOT_AVAILABLE', { params: { market: marketId } });
      if (input.requestId) {
        const earlier = await deps.repo.findSpinByRequest(userId, input.requestId);
        if (earlier) return replay(earlier, userId);
      }
      const now = deps.clock.now();
      const levels = await deps.vip.levels();
      const outcome = await deps.ledger.transaction(async (tx) => {
        await deps.ledger.ensurePlayerAccount(userId, tx);
        // One spin at a time per player: the account lock every money path takes first.
        await deps.ledger.lockPlayer(userId, tx);
        if (input.requestId) {
          const earlier = await deps.repo.findSpinByRequest(userId, input.requestId, tx);
          if (earlier) return { earlier, spin: undefined, left: 0 };
        }
        await ensureVipGrant(userId, now, levels, tx);
        const taken = await deps.repo.takeSpin(userId, now, tx);
        if (!taken) throw new AppError('WHEEL_NO_SPINS');
        const pinned = table.pinnedIndex !== null && table.pinnedIndex < table.prizes.length;
        const index = pinned ? (table.pinnedIndex ?? 0) : drawIndex(table.prizes.map((p) => p.weight), rng);
        const prize = table.prizes[index];
        if (!prize) throw new Error(`wheel table ${table.id} has no prize ${index}`);
        const amount = prize.kind === 'cash' ? BigInt(prize.amountMinor) : 0n;
        const spin = await deps.repo.insertSpin(
          { userId, grantId: taken.id, tableId: table.id, market: marketId, tableVersion: table.version, prizeIndex: index, prizeKind: prize.kind, amountMinor: amount, currency: table.currency, pinned, requestId: input.requestId ?? null, createdAt: now },
          tx,
        );
        if (amount > 0n) {
          // Under the offer staff chose for wheel prizes, if any (else cash); a player it does not admit is refused, the spin kept.
          await deps.promoCredit({ userId, source: 'wheel', amountMinor: amount, currency: table.currency, code: 'WHEEL_PRIZE', idempotencyKey: wheelPrizeKey(spin.id) }, tx);
        }
        return { spin, left: await spinsLeft(userId, now, levels, tx), earlier: undefined };
      });
      if (outcome.earlier) return replay(outcome.earlier, userId);
      const { spin, left } = outcome;
      if (!spin) throw new Error('wheel spin: no outcome');
      const totalAssets = Number(await deps.ledger.playerBalance(userId));
      if (spin.amountMinor > 0n) {
        await deps.push.publish(userId, { type: 'wallet:balance-changed', data: { totalAssetsMinor: totalAssets } }).catch((error: unknown) => deps.logger.warn({ err: error }, 'wheel push failed'));
      }
      return {
        spinId: spin.id,
        index: spin.prizeIndex,
        prize: prizesOf(table)[spin.prizeIndex]!,
        currency: spin.currency,
        version: spin.tableVersion,
        totalAssets,
        spinsLeft: left,
        createTime: spin.createdAt.toISOString(),
      };
    },

    async history(userId: number, page: number, pageSize: number): Promise<WheelHistoryPage> {
      const { rows, total } = await deps.repo.spinsPage(userId, page, pageSize);
      return { list: rows.map(toRecord), total, page, pageSize };
    },

    /** `deposit.paid`: a deposit of at least the market's minimum earns spins, once per order. */
    async onDepositPaid(payload: { userId: number; orderId: string; amountMinor: bigint }): Promise<void> {
      const rule = DEPOSIT_SPIN_RULES[await deps.ledger.playerCurrency(payload.userId)];
      if (!rule || payload.amountMinor < rule.minMinor) return;
      await grant({ userId: payload.userId, source: 'deposit', sourceRef: `deposit:${payload.orderId}`, spins: rule.spins, validForMs: rule.validForMs });
    },
  };
};

export type TWheelService = ReturnType<typeof createWheelService>;
