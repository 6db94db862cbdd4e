import { formatAmount } from '@casino/shared/format';
import { fieldsOf } from './bonus-admin.service';
import type { TOfferTranslations } from '@casino/shared/contracts';
import type { TBonusRepository } from './bonus.repository';

/** Game family weights of the seeded offers (percent of the stake that counts toward wagering). */
export const DEFAULT_WEIGHTS = { slots: 100, fishing: 100, crash: 50, table: 10, live: 10 };

/** The amounts of a market's seeded offers, in its currency's minor units. */
export interface TSeedOfferPlan {
  currency: string;
  firstDeposit: { capMinor: bigint; minDepositMinor: bigint; maxBetMinor: bigint };
  welcome: { amountMinor: bigint; maxBetMinor: bigint; maxConversionMinor: bigint };
}

/**
 * The offers each market starts with, in its own currency (issue 40: never another market's amounts). Azerbaijan's
 * are about a twentieth of Turkey's. A market without a plan (one added by data) starts with no offers: staff make them.
 */
export const SEED_OFFER_PLANS: Readonly<Record<string, TSeedOfferPlan>> = {
  tr: { currency: 'TRY', firstDeposit: { capMinor: 100_000n, minDepositMinor: 10_000n, maxBetMinor: 5_000n }, welcome: { amountMinor: 5_000n, maxBetMinor: 2_000n, maxConversionMinor: 25_000n } },
  az: { currency: 'AZN', firstDeposit: { capMinor: 5_000n, minDepositMinor: 500n, maxBetMinor: 250n }, welcome: { amountMinor: 300n, maxBetMinor: 100n, maxConversionMinor: 1_500n } },
};

/** An amount as the seeded terms write it in `lang` ("1.000,00 ₺", "1,000.00 ₺"; a plain space: the texts are stored as staff type them). */
export const moneyIn = (lang: 'tk' | 'en', currency: string) => (minor: bigint | number) => formatAmount(minor, lang, currency).replace(/\u00a0/g, ' ');

const firstDepositTerms = (plan: TSeedOfferPlan) => {
  const m = moneyIn('tk', plan.currency);
  return `İlk Yatırım Bonusu: ilk yatırımınızın %100'ü kadar bonus, en fazla ${m(plan.firstDeposit.capMinor)}.
- Bonusu para yatırırken seçersiniz; yatırımınız hesabınıza geçtiğinde bonus, bonus bakiyenize eklenir.
- Çevrim şartı: bonus tutarının 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Bahisler önce nakit bakiyenizden, nakit bittiğinde bonus bakiyenizden düşülür. Kazançlar, bahsin nakit ve bonus payları oranında nakit ve bonus bakiyenize eklenir.
- Bonus aktifken tek bahis en fazla ${m(plan.firstDeposit.maxBetMinor)} olabilir.
- Çevrim 30 gün içinde tamamlanmazsa kalan bonus bakiyesi silinir.
- Çevrim tamamlandığında bonus bakiyesi nakde çevrilir ve çekilebilir.
- Bonus aktifken para çekmek bonusu iptal eder; nakit bakiyeniz her zaman çekilebilir.
- Kişi, cihaz, telefon numarası ve IBAN başına bir kez; yalnızca telefonu doğrulanmış üyeler.`;
};

const welcomeTerms = (plan: TSeedOfferPlan) => {
  const m = moneyIn('tk', plan.currency);
  return `Hoş Geldin Bonusu: telefonunu doğrulayan yeni üyelere ${m(plan.welcome.amountMinor)} bonus, yatırım gerekmez.
- Çevrim şartı: bonus tutarının 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Bonus aktifken tek bahis en fazla ${m(plan.welcome.maxBetMinor)} olabilir.
- Çevrim tamamlandığında en fazla ${m(plan.welcome.maxConversionMinor)} nakde çevrilir; fazlası silinir.
- Çevrim 7 gün içinde tamamlanmazsa kalan bonus bakiyesi silinir.
- Kişi, cihaz, telefon numarası ve IBAN başına bir kez.
- Hoş geldin postasındaki ödül bu bonustur: postadan veya promosyonlar sayfasından bir kez alınır.`;
};

const SIGN_IN_TERMS = `Günlük Giriş Ödülü: her gün giriş ödülünüz bonus bakiyenize eklenir.
- Yalnızca telefonu doğrulanmış üyeler alabilir.
- Çevrim şartı: ödül tutarının 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Aktif bir bonusunuz varsa ödül o bonusa eklenir ve çevrim şartı ödülün 10 katı kadar artar.
- Çevrim 7 gün içinde tamamlanmazsa kalan bonus bakiyesi silinir.`;

const firstDepositTermsEn = (plan: TSeedOfferPlan) => {
  const m = moneyIn('en', plan.currency);
  return `First Deposit Bonus: a bonus of 100% of your first deposit, up to ${m(plan.firstDeposit.capMinor)}.
- You choose the bonus when you deposit; once your deposit arrives, the bonus is added to your bonus balance.
- Wagering: 10 times the bonus. Slots and fishing games count 100% of the stake, crash games 50%, table and live casino games 10%.
- Stakes come from your cash balance first, then from your bonus balance once the cash is spent. Wins go to your cash and bonus balances in the same shares as the stake.
- While the bonus runs, a single stake may be at most ${m(plan.firstDeposit.maxBetMinor)}.
- If the wagering is not completed within 30 days, the remaining bonus balance is removed.
- Once the wagering is completed, the bonus balance becomes cash and can be withdrawn.
- Withdrawing while the bonus runs cancels the bonus; your cash balance can always be withdrawn.
- Once per person, device, phone number and IBAN; members with a verified phone only.`;
};

const welcomeTermsEn = (plan: TSeedOfferPlan) => {
  const m = moneyIn('en', plan.currency);
  return `Welcome Bonus: a ${m(plan.welcome.amountMinor)} bonus for new members who verify their phone, no deposit needed.
- Wagering: 10 times the bonus. Slots and fishing games count 100% of the stake, crash games 50%, table and live casino games 10%.
- While the bonus runs, a single stake may be at most ${m(plan.welcome.maxBetMinor)}.
- Once the wagering is completed, at most ${m(plan.welcome.maxConversionMinor)} becomes cash; the rest is removed.
- If the wagering is not completed within 7 days, the remaining bonus balance is removed.
- Once per person, device, phone number and IBAN.
- The prize in the welcome mail is this bonus: take it once, from the mail or the promotions page.`;
};

const SIGN_IN_TERMS_EN = `Daily Sign-in Reward: every day, your sign-in reward is added to your bonus balance.
- Members with a verified phone only.
- Wagering: 10 times the reward. Slots and fishing games count 100% of the stake, crash games 50%, table and live casino games 10%.
- If you have a running bonus, the reward joins it and its wagering grows by 10 times the reward.
- If the wagering is not completed within 7 days, the remaining bonus balance is removed.`;

/** English texts of a market's seeded offers (Chinese falls back to the Turkish, marked, until staff write it). */
export const seededOfferTranslations = (plan: TSeedOfferPlan): Record<string, TOfferTranslations> => ({
  first_deposit: { en: { title: 'First Deposit Bonus', terms: firstDepositTermsEn(plan) } },
  welcome: { en: { title: 'Welcome Bonus', terms: welcomeTermsEn(plan) } },
  sign_in: { en: { title: 'Daily Sign-in Reward', terms: SIGN_IN_TERMS_EN } },
});

/**
 * The offers every market starts with; staff change them in the console. Existing rows are left as staff made them.
 * `welcome` pays the welcome mail and `sign_in` the daily sign-in reward (the default; databases seeded
 * before it got the same through drizzle/0034_bonus_promo_sources_on.sql).
 */
export const seedBonusOffers = async (repo: Pick<TBonusRepository, 'upsertOffer' | 'fillSeedTranslations'>, marketIds: string[], at: Date): Promise<void> => {
  for (const marketId of marketIds) {
    const plan = SEED_OFFER_PLANS[marketId];
    if (!plan) continue;
    const translations = seededOfferTranslations(plan);
    await repo.upsertOffer(
      {
      marketId,
      code: 'first_deposit',
      kind: 'deposit_match',
      title: 'İlk Yatırım Bonusu',
      translations: translations.first_deposit,
      terms: firstDepositTerms(plan),
      percent: 100,
      capMinor: plan.firstDeposit.capMinor,
      minDepositMinor: plan.firstDeposit.minDepositMinor,
      wageringMultiplier: 10,
      wageringBase: 'bonus',
      weights: DEFAULT_WEIGHTS,
      maxBetMinor: plan.firstDeposit.maxBetMinor,
      validDays: 30,
      phoneVerifiedOnly: true,
      updatedAt: at,
    },
      fieldsOf,
    );
    await repo.upsertOffer(
      {
      marketId,
      code: 'welcome',
      kind: 'no_deposit',
      title: 'Hoş Geldin Bonusu',
      translations: translations.welcome,
      terms: welcomeTerms(plan),
      amountMinor: plan.welcome.amountMinor,
      wageringMultiplier: 10,
      wageringBase: 'bonus',
      weights: DEFAULT_WEIGHTS,
      maxBetMinor: plan.welcome.maxBetMinor,
      validDays: 7,
      maxConversionMinor: plan.welcome.maxConversionMinor,
      phoneVerifiedOnly: true,
      promoSource: 'welcome_mail',
      updatedAt: at,
    },
      fieldsOf,
    );
    await repo.upsertOffer(
      {
        marketId,
        code: 'sign_in',
        kind: 'no_deposit',
        title: 'Günlük Giriş Ödülü',
        translations: translations.sign_in,
        terms: SIGN_IN_TERMS,
        wageringMultiplier: 10,
        wageringBase: 'bonus',
        weights: DEFAULT_WEIGHTS,
        validDays: 7,
        phoneVerifiedOnly: true,
        promoSource: 'sign_in',
        updatedAt: at,
      },
      fieldsOf,
    );
    // Offers seeded before translations existed get them, unless staff have changed the offer since.
    for (const [code, texts] of Object.entries(translations)) await repo.fillSeedTranslations(marketId, code, texts);
  }
};
