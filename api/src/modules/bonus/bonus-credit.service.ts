import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { TLedgerService, TPlayerAccounts, TTransferCode } from '../wallet/ledger.service';
import type { TBonusOfferRow, TBonusRepository } from './bonus.repository';
import type { TPromoSource } from './bonus.tables';

const DAY_MS = 86_400_000;

export interface TPromoCreditInput {
  userId: number;
  source: TPromoSource;
  amountMinor: bigint;
  /** The currency the amount was set in (a wheel table's, a VIP plan's): refused unless it is the player's. Else the player's. */
  currency?: string;
  /** The ledger code the source always used (MAIL_PRIZE, SIGN_IN, WHEEL_PRIZE, VIP_REWARD, PDD_PRIZE, CASHBACK). */
  code: TTransferCode;
  /** The source's own idempotency key: a replay credits nothing. */
  idempotencyKey: string;
  /**
   * A player the offer does not admit (not a phone-verified member, welcome already taken): 'refuse' (the
   * default) throws the reason, for credits the player asks for; 'skip' pays nothing, for credits paid
   * automatically (a VIP level reached while a guest): the offer's rule says who gets it.
   */
  ineligible?: 'refuse' | 'skip';
}

export interface TPromoCreditResult {
  /** False when the key had already been used: nothing moved. */
  created: boolean;
  as: 'cash' | 'bonus' | 'skipped';
  /** Cash + bonus after the credit (what the header shows). */
  totalMinor: bigint;
}

export interface PromoCreditDeps {
  repo: Pick<TBonusRepository, 'offerForSource' | 'running' | 'insert' | 'takenOfferIds' | 'topUp'>;
  ledger: Pick<TLedgerService, 'lockPlayer' | 'transfer' | 'ensurePlayerAccount' | 'ensurePlayerBonusAccount' | 'playerBalance' | 'playerAccounts'>;
  users: { find(userId: number, tx?: Db): Promise<{ role: string; mobile: string | null; deviceNumber: string | null } | undefined> };
  /** The player's market, read in the caller's transaction (PGlite has one connection). */
  marketOf: (userId: number, tx?: Db) => Promise<string>;
  clock: Clock;
}

/** Sources paid again and again (a day's sign-in, a wheel prize, a week's cashback): the once-per-person rules skip them. */
const ONCE_SOURCES: ReadonlySet<TPromoSource> = new Set(['welcome_mail']);

/**
 * Promotional credits under the offer staff chose for their source: the welcome mail,
 * sign-in rewards, wheel cash prizes, VIP level-up rewards, the pdd prize and cashback. With no offer for
 * the source (or one switched off) the credit is cash, as before. Under an offer paying bonus money, the
 * player must meet its rules (phone-verified member; once per person for the welcome mail), and the money
 * goes to the bonus account: a new bonus with the offer's wagering, or, for a repeatable credit while a
 * bonus runs, onto that bonus (its requirement grows by the offer's multiplier x the amount).
 * Runs in the caller's transaction, after the caller's own rows; takes the player's lock first.
 */
export const createPromoCredit = ({ repo, ledger, users, marketOf, clock }: PromoCreditDeps) => {
  const cash = async (input: TPromoCreditInput, accounts: TPlayerAccounts, tx: Db): Promise<TPromoCreditResult> => {
    const t = await ledger.transfer({ debitAccount: accounts.promo, creditAccount: accounts.cash, amountMinor: input.amountMinor, currency: accounts.currency, code: input.code, idempotencyKey: input.idempotencyKey }, tx);
    return { created: t.created, as: 'cash', totalMinor: await ledger.playerBalance(input.userId, tx) };
  };

  const bonus = async (input: TPromoCreditInput, offer: TBonusOfferRow, accounts: TPlayerAccounts, tx: Db): Promise<TPromoCreditResult> => {
    const user = await users.find(input.userId, tx);
    if (!user) throw new AppError('UNAUTHORIZED');
    const once = ONCE_SOURCES.has(input.source);
    const running = await repo.running(input.userId, tx);
    const refusal =
      offer.phoneVerifiedOnly && (user.role !== 'member' || !user.mobile)
        ? 'BONUS_PHONE_REQUIRED'
        : once && (await repo.takenOfferIds({ userId: input.userId, deviceNumber: user.deviceNumber, mobile: user.mobile }, tx)).has(offer.id)
          ? 'BONUS_ALREADY_TAKEN'
          : once && running
            ? 'BONUS_ALREADY_RUNNING'
            : null;
    if (refusal && input.ineligible === 'skip') return { created: false, as: 'skipped', totalMinor: await ledger.playerBalance(input.userId, tx) };
    if (refusal) throw new AppError(refusal);
    await ledger.ensurePlayerBonusAccount(input.userId, tx);
    const t = await ledger.transfer({ debitAccount: accounts.promo, creditAccount: accounts.bonus, amountMinor: input.amountMinor, currency: accounts.currency, code: input.code, idempotencyKey: input.idempotencyKey }, tx);
    if (!t.created) return { created: false, as: 'bonus', totalMinor: await ledger.playerBalance(input.userId, tx) };
    const required = BigInt(offer.wageringMultiplier) * input.amountMinor;
    if (running) {
      await repo.topUp(running.id, input.amountMinor, required, tx);
    } else {
      const now = clock.now();
      const row = await repo.insert(
        {
          userId: input.userId,
          offerId: offer.id,
          offerVersion: offer.version,
          status: 'active',
          grantedMinor: input.amountMinor,
          requiredMinor: required,
          maxBetMinor: offer.maxBetMinor,
          weights: offer.weights,
          excludedGameIds: offer.excludedGameIds,
          maxConversionMinor: offer.maxConversionMinor,
          source: `${input.source}:${input.idempotencyKey}`,
          deviceNumber: user.deviceNumber,
          mobile: user.mobile,
          grantedAt: now,
          expiresAt: new Date(now.getTime() + offer.validDays * DAY_MS),
          once,
        },
        tx,
      );
      // The device or phone took this offer on another account (the transaction rolls the money back).
      if (!row) throw new AppError('BONUS_ALREADY_TAKEN');
    }
    return { created: true, as: 'bonus', totalMinor: await ledger.playerBalance(input.userId, tx) };
  };

  return async (input: TPromoCreditInput, tx: Db): Promise<TPromoCreditResult> => {
    await ledger.ensurePlayerAccount(input.userId, tx);
    await ledger.lockPlayer(input.userId, tx);
    const accounts = await ledger.playerAccounts(input.userId, tx);
    if (input.currency !== undefined && input.currency !== accounts.currency) throw new AppError('CURRENCY_MISMATCH', { params: { currency: accounts.currency } });
    const offer = await repo.offerForSource(await marketOf(input.userId, tx), input.source, tx);
    if (!offer || !offer.enabled || offer.creditAs === 'cash' || offer.wageringMultiplier === 0) return cash(input, accounts, tx);
    return bonus(input, offer, accounts, tx);
  };
};

export type TPromoCreditFn = ReturnType<typeof createPromoCredit>;

/**
 * Why a once-only credit (the welcome mail) cannot be paid now, or null: its offer pays bonus money and a bonus runs
 * (it waits), or the offer was already taken by the account, its device or phone (it never pays).
 */
export type TPromoHold = 'BONUS_ALREADY_RUNNING' | 'BONUS_ALREADY_TAKEN';

/**
 * The reason `createPromoCredit` would refuse a once-only source now because a bonus is running (read without locks,
 * for display: the credit checks again under the player's lock). The gift waits; it is never spent by the refusal.
 */
export const createPromoHold = ({ repo, users, marketOf }: Pick<PromoCreditDeps, 'marketOf' | 'users'> & { repo: Pick<TBonusRepository, 'offerForSource' | 'running' | 'takenOfferIds'> }) =>
  async (userId: number, source: TPromoSource): Promise<TPromoHold | null> => {
    if (!ONCE_SOURCES.has(source)) return null;
    const offer = await repo.offerForSource(await marketOf(userId), source);
    if (!offer || !offer.enabled || offer.creditAs === 'cash' || offer.wageringMultiplier === 0) return null;
    const user = await users.find(userId);
    if (user && (await repo.takenOfferIds({ userId, deviceNumber: user.deviceNumber, mobile: user.mobile })).has(offer.id)) return 'BONUS_ALREADY_TAKEN';
    return (await repo.running(userId)) ? 'BONUS_ALREADY_RUNNING' : null;
  };

export type TPromoHoldFn = ReturnType<typeof createPromoHold>;
