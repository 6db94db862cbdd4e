import type { Db } from '../../db/client';
import type { TLang } from '../../i18n/define';
import type { Clock } from '../../lib/clock';
import { AppError, moneyParam } from '../../lib/errors';
import type { TLedgerService } from '../wallet/ledger.service';
import { grantOf, requiredOf, toBonusView, toOfferView, type TBonusView, type TOfferView } from './bonus.views';
import type { TBonusOfferRow, TBonusRepository, TPlayerBonusRow } from './bonus.repository';
import type { TFreeRoundsService } from './free-rounds.service';

const DAY_MS = 86_400_000;
const HISTORY_LIMIT = 50;

export interface BonusServiceDeps {
  repo: TBonusRepository;
  ledger: Pick<TLedgerService, 'transaction' | 'lockPlayer' | 'transfer' | 'ensurePlayerAccount' | 'ensurePlayerBonusAccount' | 'playerBalances' | 'playerAccounts' | 'playerCurrency'>;
  users: { find(userId: number, tx?: Db): Promise<{ role: string; mobile: string | null; deviceNumber: string | null; marketId: string } | undefined> };
  /** The market whose offers a player sees (players belong to the default market today). */
  /** The player's own market: its offers are the ones they see and take, in its currency. */
  marketOf: (userId: number, tx?: Db) => Promise<string>;
  clock: Clock;
  /** Free spins at the game provider (free-rounds.service.ts): without it, free_spins offers cannot be claimed. */
  freeRounds?: Pick<TFreeRoundsService, 'queue' | 'afterChange'>;
}

/**
 * Bonus money (README.md): offers per market, at most one running bonus per player, granted from
 * promotions into the player's bonus account, wagered in the bet's own statement (drizzle/functions/bonus_wager.sql),
 * converted once, forfeited or expired back to promotions. Every money step takes the player's cash
 * lock first, like every money path.
 */
export const createBonusService = ({ repo, ledger, users, marketOf, clock, freeRounds }: BonusServiceDeps) => {
  /** Closes the player's bonus when its validity is over (the next bet would too). */
  const settleExpired = async (userId: number): Promise<void> => {
    const running = await repo.running(userId);
    if (!running || running.expiresAt.getTime() > clock.now().getTime()) return;
    await ledger.transaction(async (tx) => {
      await ledger.lockPlayer(userId, tx);
      const locked = await repo.running(userId, tx);
      if (locked && locked.expiresAt.getTime() <= clock.now().getTime()) await repo.close(locked.id, 'expired', clock.now(), await ledger.playerAccounts(userId, tx), tx);
    });
  };

  const who = async (userId: number, tx?: Db) => {
    const user = await users.find(userId, tx);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  };

  /** Refuses an offer outside the window staff gave it (BONUS_OFFER_EXPIRED once it ended). */
  const assertOpen = (offer: TBonusOfferRow) => {
    const now = clock.now().getTime();
    if (offer.startsAt && offer.startsAt.getTime() > now) throw new AppError('BONUS_OFFER_NOT_FOUND');
    if (offer.endsAt && offer.endsAt.getTime() <= now) throw new AppError('BONUS_OFFER_EXPIRED');
  };
  /** Listed to players: open now, and not a credit whose amount its source decides (sign-in, wheel...: shown where paid). */
  const listed = (offer: TBonusOfferRow) => {
    const now = clock.now().getTime();
    const open = (!offer.startsAt || offer.startsAt.getTime() <= now) && (!offer.endsAt || offer.endsAt.getTime() > now);
    return open && !(offer.promoSource !== null && offer.amountMinor === null && offer.kind !== 'deposit_match');
  };

  /** Why the player may not take the offer now, or null. */
  const refusalOf = (offer: TBonusOfferRow, user: { role: string; mobile: string | null }, taken: Set<number>, running: boolean) => {
    if (offer.phoneVerifiedOnly && (user.role !== 'member' || !user.mobile)) return 'BONUS_PHONE_REQUIRED' as const;
    if (taken.has(offer.id)) return 'BONUS_ALREADY_TAKEN' as const;
    if (running) return 'BONUS_ALREADY_RUNNING' as const;
    return null;
  };

  /**
   * Grants the offer in the caller's transaction (the player's cash lock is taken here first): the
   * bonus row, then the money from promotions. Refusals are AppErrors; nothing is written then.
   */
  const grant = async (
    user: { role: string; mobile: string | null; deviceNumber: string | null },
    userId: number,
    offer: TBonusOfferRow,
    source: string,
    depositMinor: bigint | null,
    tx: Db,
  ): Promise<TPlayerBonusRow> => {
    await ledger.lockPlayer(userId, tx);
    assertOpen(offer);
    const taken = await repo.takenOfferIds({ userId, deviceNumber: user.deviceNumber, mobile: user.mobile }, tx);
    const refusal = refusalOf(offer, user, taken, (await repo.running(userId, tx)) !== undefined);
    if (refusal) throw new AppError(refusal);
    // Free spins start with no money: it is what the free rounds win (free-rounds.wins.ts).
    const freeSpins = offer.kind === 'free_spins';
    const amount = freeSpins ? 0n : grantOf(offer, depositMinor);
    if (amount <= 0n && !freeSpins) throw new AppError('BONUS_DEPOSIT_TOO_SMALL', { params: { min: moneyParam(offer.minDepositMinor ?? 1n, await ledger.playerCurrency(userId, tx)) } });
    const now = clock.now();
    const row = await repo.insert(
      {
        userId,
        offerId: offer.id,
        offerVersion: offer.version,
        status: 'active',
        grantedMinor: amount,
        requiredMinor: requiredOf(offer, amount, depositMinor),
        maxBetMinor: offer.maxBetMinor,
        weights: offer.weights,
        excludedGameIds: offer.excludedGameIds,
        maxConversionMinor: offer.maxConversionMinor,
        source,
        deviceNumber: user.deviceNumber,
        mobile: user.mobile,
        grantedAt: now,
        expiresAt: new Date(now.getTime() + offer.validDays * DAY_MS),
      },
      tx,
    );
    // A unique rule (device, phone, a twin request) won the race.
    if (!row) throw new AppError('BONUS_ALREADY_TAKEN');
    await ledger.ensurePlayerAccount(userId, tx);
    await ledger.ensurePlayerBonusAccount(userId, tx);
    const accounts = await ledger.playerAccounts(userId, tx);
    if (amount > 0n) await ledger.transfer({ debitAccount: accounts.promo, creditAccount: accounts.bonus, amountMinor: amount, currency: accounts.currency, code: 'BONUS_GRANT', idempotencyKey: `bonus:${row.id}:grant` }, tx);
    return row;
  };

  const viewOf = async (row: TPlayerBonusRow, offer: TBonusOfferRow | undefined, lang: TLang): Promise<TBonusView> => {
    const balances = row.status === 'active' ? await ledger.playerBalances(row.userId) : undefined;
    return toBonusView(row, offer, balances?.bonusMinor ?? 0n, clock.now(), lang);
  };

  return {
    /** Offers of the player's market with their terms, each saying whether (and why not) the player may take it now. */
    async list(userId: number, lang: TLang): Promise<TOfferView[]> {
      await settleExpired(userId);
      const [user, offers] = await Promise.all([who(userId), repo.offers(await marketOf(userId))]);
      const taken = await repo.takenOfferIds({ userId, deviceNumber: user.deviceNumber, mobile: user.mobile });
      const running = (await repo.running(userId)) !== undefined;
      return offers.filter(listed).map((offer) => toOfferView(offer, refusalOf(offer, user, taken, running), lang));
    },

    /** The running bonus (money, wagered / required, time left, max bet), or null. */
    async active(userId: number, lang: TLang): Promise<TBonusView | null> {
      await settleExpired(userId);
      const row = await repo.running(userId);
      return row ? viewOf(row, await repo.findOffer(row.offerId), lang) : null;
    },

    async history(userId: number, lang: TLang): Promise<TBonusView[]> {
      await settleExpired(userId);
      const rows = await repo.history(userId, HISTORY_LIMIT);
      const offers = new Map<number, TBonusOfferRow | undefined>();
      for (const row of rows) if (!offers.has(row.offerId)) offers.set(row.offerId, await repo.findOffer(row.offerId));
      return Promise.all(rows.map((row) => viewOf(row, offers.get(row.offerId), lang)));
    },

    /** A player takes an offer that needs no deposit. */
    async claim(userId: number, offerId: number, lang: TLang): Promise<TBonusView> {
      const offer = await repo.findOffer(offerId);
      if (!offer || !offer.enabled || offer.marketId !== (await marketOf(userId))) throw new AppError('BONUS_OFFER_NOT_FOUND');
      if (offer.kind === 'deposit_match') throw new AppError('BONUS_DEPOSIT_ONLY');
      const spins = offer.kind === 'free_spins' ? freeRounds : undefined;
      if (!spins && (offer.kind !== 'no_deposit' || offer.amountMinor === null)) throw new AppError('BONUS_OFFER_NOT_FOUND');
      assertOpen(offer);
      await settleExpired(userId);
      // Read before the transaction: on PGlite (one connection) a read outside it would wait for it.
      const user = await who(userId);
      const row = await ledger.transaction(async (tx) => {
        const granted = await grant(user, userId, offer, 'claim', null, tx);
        // The grant at the provider is written with the bonus (an outbox row) and sent after the commit.
        if (spins) await spins.queue(granted, offer, await ledger.playerCurrency(userId, tx), tx);
        return granted;
      });
      if (spins) await spins.afterChange(row.id);
      return viewOf(row, offer, lang);
    },

    /** The deposit match a player chose, granted in the transaction that credits the deposit (the cashier's). */
    grantForDeposit: async (userId: number, offerId: number, depositMinor: bigint, orderNo: string, tx: Db): Promise<TPlayerBonusRow> => {
      const offer = await repo.findOffer(offerId, tx);
      if (!offer || !offer.enabled || offer.kind !== 'deposit_match') throw new AppError('BONUS_OFFER_NOT_FOUND');
      return grant(await who(userId, tx), userId, offer, `deposit:${orderNo}`, depositMinor, tx);
    },

    /** Checks before a deposit order is made that the chosen offer could be granted (the grant itself checks again). */
    async assertDepositOffer(userId: number, offerId: number, depositMinor: bigint): Promise<void> {
      const offer = await repo.findOffer(offerId);
      if (!offer || !offer.enabled || offer.kind !== 'deposit_match' || offer.marketId !== (await marketOf(userId))) throw new AppError('BONUS_OFFER_NOT_FOUND');
      assertOpen(offer);
      const user = await who(userId);
      const taken = await repo.takenOfferIds({ userId, deviceNumber: user.deviceNumber, mobile: user.mobile });
      const refusal = refusalOf(offer, user, taken, (await repo.running(userId)) !== undefined);
      if (refusal) throw new AppError(refusal);
      if (offer.minDepositMinor !== null && depositMinor < offer.minDepositMinor) {
        throw new AppError('BONUS_DEPOSIT_TOO_SMALL', { params: { min: moneyParam(offer.minDepositMinor, await ledger.playerCurrency(userId)) } });
      }
    },

    /** The player gives the running bonus up: its money goes back to promotions; cash is untouched. */
    async forfeit(userId: number, bonusId: number, lang: TLang): Promise<TBonusView> {
      const closed = await ledger.transaction(async (tx) => {
        await ledger.lockPlayer(userId, tx);
        const row = await repo.findBonus(bonusId, tx);
        // Another player's bonus is not found, as if it did not exist.
        if (!row || row.userId !== userId) throw new AppError('BONUS_NOT_FOUND');
        const running = await repo.running(userId, tx);
        if (running?.id !== bonusId) throw new AppError('BONUS_NOT_RUNNING');
        await repo.close(bonusId, 'forfeited', clock.now(), await ledger.playerAccounts(userId, tx), tx);
        return (await repo.findBonus(bonusId, tx))!;
      });
      // A free_spins bonus's rounds at the provider are cancelled (retried by the worker if it is down).
      await freeRounds?.afterChange(closed.id);
      return viewOf(closed, await repo.findOffer(closed.offerId), lang);
    },
  };
};

export type TBonusService = ReturnType<typeof createBonusService>;
