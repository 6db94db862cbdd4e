import { sql } from 'drizzle-orm';
import { oneDialect, newPhone, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { bonusWorld } from '../../../test-support/bonus-world';
import { identity } from '../../../test-support/identity';
import { giveOwnMoney } from '../../../test-support/own-money';
import { createLedgerRepository } from '../wallet/ledger.repository';
import { playerAccount, worldAccount } from '../wallet/ledger.service';

const WORLD_ACCOUNT = worldAccount('TRY');
import { walletHelpers } from '../wallet/wallet.test-helpers';
import type { TBonusView, TOfferView } from './bonus.views';

interface TInfo {
  totalAssets: number;
  cashAssets: number;
  bonusAssets: number;
  testAssets: number;
  withdrawableAssets: number;
}

describe.each(oneDialect())('bonus money (%s)', (dialect) => {
  const world = bonusWorld(dialect, { nonNegative: true });
  let testDb: TestDatabase;
  let t: TestApp;
  let id: ReturnType<typeof identity>;
  let w: ReturnType<typeof walletHelpers>;
  let seq = 0;
  beforeAll(() => ({ testDb, t, id, w } = world));

  const info = async (token: string) => (await t.post<TInfo>('/user/getUserInfo', {}, { token })).body.resultData!;
  const offers = async (token: string) => (await t.post<TOfferView[]>('/bonus/list', {}, { token })).body.resultData!;
  const welcomeOf = async (token: string) => (await offers(token)).find((o) => o.code === 'welcome')!;

  /** Leaves the player `cashMinor` of cash (test set-up at the ledger's edge: the rest goes out as a payout would). */
  const leaveCash = async (userId: number, cashMinor: bigint) => {
    const ledger = createLedgerRepository(testDb.database.db);
    await ledger.transaction(async (tx) => {
      const balance = (await ledger.balanceOf(playerAccount(userId), tx)) ?? 0n;
      if (balance > cashMinor) {
        await ledger.applyTransfer(
          { debitAccount: playerAccount(userId), creditAccount: WORLD_ACCOUNT, amount: balance - cashMinor, currency: 'TRY', code: 'PAYOUT', idempotencyKey: `test-drain-${userId}-${++seq}`, at: t.clock.now() },
          tx,
        );
      }
    });
  };

  /** A phone-verified member with the welcome bonus running, launched into a slot. */
  const memberWithWelcome = async () => {
    const m = await id.member(newPhone());
    const claim = await t.post<TBonusView>('/bonus/claim', { offerId: (await welcomeOf(m.token)).offerId }, { token: m.token });
    expect(claim.body).toMatchObject({ success: true, resultData: { status: 'active', grantedMinor: 5_000, balanceMinor: 5_000, requiredMinor: 50_000, maxBetMinor: 2_000 } });
    const p = await w.launch({ sessionToken: m.token, categoryCode: 'slots' });
    await w.call('authenticate', { token: p.token });
    const base = { token: p.token, playerId: p.playerId, gameId: p.gameId, currency: 'TRY' };
    return { m, p, base, bonusId: claim.body.resultData!.bonusId };
  };

  it('a guest sees the offers with their terms and is asked to verify a phone; claiming moves nothing', async () => {
    const guest = await id.tourist();
    const list = await offers(guest.token);
    const first = list.find((o) => o.code === 'first_deposit')!;
    expect(first).toMatchObject({ kind: 'deposit_match', percent: 100, capMinor: 100_000, takenAt: 'deposit', title: 'İlk Yatırım Bonusu' });
    expect(first.terms).toContain('Çevrim şartı');
    const welcome = list.find((o) => o.code === 'welcome')!;
    expect(welcome).toMatchObject({ available: false, unavailableReason: 'BONUS_PHONE_REQUIRED' });
    const before = await info(guest.token);
    const claim = await t.post('/bonus/claim', { offerId: welcome.offerId }, { token: guest.token });
    expect(claim.status).toBe(403);
    expect(claim.body).toMatchObject({ code: 'BONUS_PHONE_REQUIRED', msg: 'Bu bonusu almak için telefon numaranızı doğrulayın.' });
    expect(await info(guest.token)).toEqual(before);
  });

  it('shows an offer in the player\'s language, or the Turkish marked as such (never a mix)', async () => {
    const guest = await id.tourist();
    const inLang = async (lang: string) => (await t.post<TOfferView[]>('/bonus/list', {}, { token: guest.token, headers: { 'accept-language': lang } })).body.resultData!.find((o) => o.code === 'first_deposit')!;
    expect(await inLang('tk')).toMatchObject({ title: 'İlk Yatırım Bonusu', contentLang: 'tr', contentFallback: false });
    const english = await inLang('en');
    expect(english).toMatchObject({ title: 'First Deposit Bonus', contentLang: 'en', contentFallback: false });
    expect(english.terms).toContain('Wagering: 10 times the bonus');
    const chinese = await inLang('zh-CN');
    expect(chinese).toMatchObject({ title: 'İlk Yatırım Bonusu', contentLang: 'tr', contentFallback: true });
    expect(chinese.terms).toContain('Çevrim şartı');
  });

  it('a member takes the welcome bonus once: bonus money is in totalAssets, never in withdrawableAssets', async () => {
    const m = await id.member(newPhone());
    await giveOwnMoney(testDb.database, Number(m.userid), 20_000);
    const before = await info(m.token);
    // Own money is withdrawable, the sandbox's test money is not.
    expect(before.withdrawableAssets).toBe(before.cashAssets - before.testAssets);
    expect(before.withdrawableAssets).toBeGreaterThanOrEqual(20_000);
    const welcome = await welcomeOf(m.token);
    expect(welcome.available).toBe(true);
    const claim = await t.post<TBonusView>('/bonus/claim', { offerId: welcome.offerId }, { token: m.token });
    expect(claim.body.success).toBe(true);
    const after = await info(m.token);
    expect(after).toMatchObject({ cashAssets: before.cashAssets, bonusAssets: 5_000, totalAssets: before.cashAssets + 5_000, withdrawableAssets: before.withdrawableAssets });

    const again = await t.post('/bonus/claim', { offerId: welcome.offerId }, { token: m.token });
    expect(again.body).toMatchObject({ code: 'BONUS_ALREADY_TAKEN', success: false });
    // A deposit offer is chosen at deposit time, not claimed.
    const first = (await offers(m.token)).find((o) => o.code === 'first_deposit')!;
    expect((await t.post('/bonus/claim', { offerId: first.offerId }, { token: m.token })).body.code).toBe('BONUS_DEPOSIT_ONLY');
    expect((await t.post('/bonus/claim', { offerId: 999_999 }, { token: m.token })).body.code).toBe('BONUS_OFFER_NOT_FOUND');
    expect((await t.post('/bonus/claim', { offerId: -1 }, { token: m.token })).status).toBe(400);
    expect(await info(m.token)).toEqual(after);
  });

  it('spends cash first, then bonus money; refuses a stake over the max bet; splits a win like its stake', async () => {
    const { m, base } = await memberWithWelcome();
    await leaveCash(Number(base.playerId), 1_000n);

    const bet = await w.call('bet', { ...base, transactionId: 'split-1', roundId: 'split-r1', amountMinor: 2_000 });
    expect(bet.body).toMatchObject({ status: 'OK', balanceMinor: 4_000 });
    expect(await info(m.token)).toMatchObject({ cashAssets: 0, bonusAssets: 4_000 });

    const over = await w.call('bet', { ...base, transactionId: 'split-2', roundId: 'split-r2', amountMinor: 2_001 });
    expect(over).toMatchObject({ status: 403, body: { status: 'ERROR', code: 'BONUS_MAX_BET', balanceMinor: 4_000 } });

    // The round was staked half cash, half bonus: a 3,000 win pays 1,500 to each.
    const win = await w.call('win', { ...base, transactionId: 'split-w1', roundId: 'split-r1', amountMinor: 3_000, roundEnd: true });
    expect(win.body).toMatchObject({ status: 'OK', balanceMinor: 7_000 });
    expect(await info(m.token)).toMatchObject({ cashAssets: 1_500, bonusAssets: 5_500, withdrawableAssets: 1_500 });

    const active = (await t.post<TBonusView>('/bonus/active', {}, { token: m.token })).body.resultData!;
    expect(active).toMatchObject({ wageredMinor: 2_000, requiredMinor: 50_000, progressPercent: 4, balanceMinor: 5_500 });
  });

  it('converts once when wagering is met: bonus money up to the max conversion becomes cash, the rest goes', async () => {
    const { m, base, bonusId } = await memberWithWelcome();
    await leaveCash(Number(base.playerId), 0n);
    // Winnings grew the bonus money past the max conversion (25,000); most of the wagering is done.
    await w.call('bet', { ...base, transactionId: 'conv-1', roundId: 'conv-r1', amountMinor: 1_000 });
    await w.call('win', { ...base, transactionId: 'conv-w1', roundId: 'conv-r1', amountMinor: 30_000, roundEnd: true });
    expect(await info(m.token)).toMatchObject({ cashAssets: 0, bonusAssets: 34_000 });
    await testDb.database.db.execute(sql`update player_bonuses set wagered_minor = required_minor - 1000 where id = ${bonusId}`);

    const last = await w.call('bet', { ...base, transactionId: 'conv-2', roundId: 'conv-r2', amountMinor: 1_000 });
    expect(last.body).toMatchObject({ status: 'OK', balanceMinor: 25_000 });
    expect(await info(m.token)).toMatchObject({ cashAssets: 25_000, bonusAssets: 0, withdrawableAssets: 25_000 });
    const history = (await t.post<TBonusView[]>('/bonus/history', {}, { token: m.token })).body.resultData!;
    expect(history[0]).toMatchObject({ bonusId, status: 'converted', convertedMinor: 25_000, progressPercent: 100 });
    // A later win of a round staked with that bonus's money pays cash.
    await w.call('win', { ...base, transactionId: 'conv-w2', roundId: 'conv-r2', amountMinor: 500, roundEnd: true });
    expect(await info(m.token)).toMatchObject({ cashAssets: 25_500, bonusAssets: 0 });
    const converts = await testDb.database.db.execute(sql`select count(*)::int as n from wallet_transfers where code = 'BONUS_CONVERT' and idempotency_key = ${`bonus:${bonusId}:convert`}`);
    expect((converts as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('forfeit removes the bonus money only; a forfeited bonus share of a later win is not paid; another player cannot touch it', async () => {
    const { m, base, bonusId } = await memberWithWelcome();
    await leaveCash(Number(base.playerId), 1_000n);
    await w.call('bet', { ...base, transactionId: 'ff-1', roundId: 'ff-r1', amountMinor: 2_000 });
    const other = await id.member(newPhone());
    expect((await t.post('/bonus/forfeit', { bonusId }, { token: other.token })).body.code).toBe('BONUS_NOT_FOUND');

    const forfeit = await t.post<TBonusView>('/bonus/forfeit', { bonusId }, { token: m.token });
    expect(forfeit.body.resultData).toMatchObject({ status: 'forfeited', balanceMinor: 0 });
    expect(await info(m.token)).toMatchObject({ cashAssets: 0, bonusAssets: 0 });
    expect((await t.post('/bonus/forfeit', { bonusId }, { token: m.token })).body.code).toBe('BONUS_NOT_RUNNING');
    // The round was staked half with the forfeited bonus: only the cash half of its win is paid.
    await w.call('win', { ...base, transactionId: 'ff-w1', roundId: 'ff-r1', amountMinor: 4_000, roundEnd: true });
    expect(await info(m.token)).toMatchObject({ cashAssets: 2_000, bonusAssets: 0 });
    // Once per player: the same offer cannot be taken again after a forfeit.
    expect((await t.post('/bonus/claim', { offerId: (await welcomeOf(m.token)).offerId }, { token: m.token })).body.code).toBe('BONUS_ALREADY_TAKEN');
  });

  it('a rollback returns each part of the stake where it came from', async () => {
    const { m, base } = await memberWithWelcome();
    await leaveCash(Number(base.playerId), 500n);
    await w.call('bet', { ...base, transactionId: 'rb-1', roundId: 'rb-r1', amountMinor: 1_500 });
    expect(await info(m.token)).toMatchObject({ cashAssets: 0, bonusAssets: 4_000 });
    const rollback = await w.call('rollback', { token: base.token, playerId: base.playerId, transactionId: 'rb-1' });
    expect(rollback.body).toMatchObject({ status: 'OK', balanceMinor: 5_500 });
    expect(await info(m.token)).toMatchObject({ cashAssets: 500, bonusAssets: 5_000 });
  });

  it('expiry removes what is left, once', async () => {
    const { m, bonusId } = await memberWithWelcome();
    // Its 7 days are over (moved in the database: the player's session lives 7 days too).
    await testDb.database.db.execute(sql`update player_bonuses set expires_at = ${new Date(t.clock.now().getTime() - 1).toISOString()}::timestamptz where id = ${bonusId}`);
    expect((await t.post('/bonus/active', {}, { token: m.token })).body.resultData).toBeNull();
    expect((await info(m.token)).bonusAssets).toBe(0);
    const history = (await t.post<TBonusView[]>('/bonus/history', {}, { token: m.token })).body.resultData!;
    expect(history.find((b) => b.bonusId === bonusId)).toMatchObject({ status: 'expired', balanceMinor: 0 });
  });
});
