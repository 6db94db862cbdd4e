import { fieldsOf } from './bonus-admin.service';
import type { TOfferTranslations } from '@casino/shared/contracts';
import type { TBonusRepository } from './bonus.repository';

/** Game family weights of the seeded offers (percent of the stake that counts toward wagering). */
export const DEFAULT_WEIGHTS = { slots: 100, fishing: 100, crash: 50, table: 10, live: 10 };

const FIRST_DEPOSIT_TERMS = `İlk Yatırım Bonusu: ilk yatırımınızın %100'ü kadar bonus, en fazla 1.000,00 ₺.
- Bonusu para yatırırken seçersiniz; yatırımınız hesabınıza geçtiğinde bonus, bonus bakiyenize eklenir.
- Çevrim şartı: bonus tutarının 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Bahisler önce nakit bakiyenizden, nakit bittiğinde bonus bakiyenizden düşülür. Kazançlar, bahsin nakit ve bonus payları oranında nakit ve bonus bakiyenize eklenir.
- Bonus aktifken tek bahis en fazla 50,00 ₺ olabilir.
- Çevrim 30 gün içinde tamamlanmazsa kalan bonus bakiyesi silinir.
- Çevrim tamamlandığında bonus bakiyesi nakde çevrilir ve çekilebilir.
- Bonus aktifken para çekmek bonusu iptal eder; nakit bakiyeniz her zaman çekilebilir.
- Kişi, cihaz, telefon numarası ve IBAN başına bir kez; yalnızca telefonu doğrulanmış üyeler.`;

const WELCOME_TERMS = `Hoş Geldin Bonusu: telefonunu doğrulayan yeni üyelere 50,00 ₺ bonus, yatırım gerekmez.
- Çevrim şartı: bonus tutarının 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Bonus aktifken tek bahis en fazla 20,00 ₺ olabilir.
- Çevrim tamamlandığında en fazla 250,00 ₺ nakde çevrilir; fazlası silinir.
- Çevrim 7 gün içinde tamamlanmazsa kalan bonus bakiyesi silinir.
- Kişi, cihaz, telefon numarası ve IBAN başına bir kez.
- Hoş geldin postasındaki ödül bu bonustur: postadan veya promosyonlar sayfasından bir kez alınır.`;

const SIGN_IN_TERMS = `Günlük Giriş Ödülü: her gün giriş ödülünüz bonus bakiyenize eklenir.
- Yalnızca telefonu doğrulanmış üyeler alabilir.
- Çevrim şartı: ödül tutarının 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Aktif bir bonusunuz varsa ödül o bonusa eklenir ve çevrim şartı ödülün 10 katı kadar artar.
- Çevrim 7 gün içinde tamamlanmazsa kalan bonus bakiyesi silinir.`;

const FIRST_DEPOSIT_TERMS_EN = `First Deposit Bonus: a bonus of 100% of your first deposit, up to 1,000.00 ₺.
- You choose the bonus when you deposit; once your deposit arrives, the bonus is added to your bonus balance.
- Wagering: 10 times the bonus. Slots and fishing games count 100% of the stake, crash games 50%, table and live casino games 10%.
- Stakes come from your cash balance first, then from your bonus balance once the cash is spent. Wins go to your cash and bonus balances in the same shares as the stake.
- While the bonus runs, a single stake may be at most 50.00 ₺.
- If the wagering is not completed within 30 days, the remaining bonus balance is removed.
- Once the wagering is completed, the bonus balance becomes cash and can be withdrawn.
- Withdrawing while the bonus runs cancels the bonus; your cash balance can always be withdrawn.
- Once per person, device, phone number and IBAN; members with a verified phone only.`;

const WELCOME_TERMS_EN = `Welcome Bonus: a 50.00 ₺ bonus for new members who verify their phone, no deposit needed.
- Wagering: 10 times the bonus. Slots and fishing games count 100% of the stake, crash games 50%, table and live casino games 10%.
- While the bonus runs, a single stake may be at most 20.00 ₺.
- Once the wagering is completed, at most 250.00 ₺ becomes cash; the rest is removed.
- If the wagering is not completed within 7 days, the remaining bonus balance is removed.
- Once per person, device, phone number and IBAN.
- The prize in the welcome mail is this bonus: take it once, from the mail or the promotions page.`;

const SIGN_IN_TERMS_EN = `Daily Sign-in Reward: every day, your sign-in reward is added to your bonus balance.
- Members with a verified phone only.
- Wagering: 10 times the reward. Slots and fishing games count 100% of the stake, crash games 50%, table and live casino games 10%.
- If you have a running bonus, the reward joins it and its wagering grows by 10 times the reward.
- If the wagering is not completed within 7 days, the remaining bonus balance is removed.`;

/** English texts of the seeded offers (Chinese falls back to the Turkish, marked, until staff write it). */
export const SEEDED_OFFER_TRANSLATIONS: Record<string, TOfferTranslations> = {
  first_deposit: { en: { title: 'First Deposit Bonus', terms: FIRST_DEPOSIT_TERMS_EN } },
  welcome: { en: { title: 'Welcome Bonus', terms: WELCOME_TERMS_EN } },
  sign_in: { en: { title: 'Daily Sign-in Reward', terms: SIGN_IN_TERMS_EN } },
};

/**
 * The offers every market starts with; staff change them in the console. Existing rows are left as staff made them.
 * `welcome` pays the welcome mail and `sign_in` the daily sign-in reward (the default; databases seeded
 * before it got the same through drizzle/0034_bonus_promo_sources_on.sql).
 */
export const seedBonusOffers = async (repo: Pick<TBonusRepository, 'upsertOffer' | 'fillSeedTranslations'>, marketIds: string[], at: Date): Promise<void> => {
  for (const marketId of marketIds) {
    await repo.upsertOffer(
      {
      marketId,
      code: 'first_deposit',
      kind: 'deposit_match',
      title: 'İlk Yatırım Bonusu',
      translations: SEEDED_OFFER_TRANSLATIONS.first_deposit,
      terms: FIRST_DEPOSIT_TERMS,
      percent: 100,
      capMinor: 100_000n,
      minDepositMinor: 10_000n,
      wageringMultiplier: 10,
      wageringBase: 'bonus',
      weights: DEFAULT_WEIGHTS,
      maxBetMinor: 5_000n,
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
      translations: SEEDED_OFFER_TRANSLATIONS.welcome,
      terms: WELCOME_TERMS,
      amountMinor: 5_000n,
      wageringMultiplier: 10,
      wageringBase: 'bonus',
      weights: DEFAULT_WEIGHTS,
      maxBetMinor: 2_000n,
      validDays: 7,
      maxConversionMinor: 25_000n,
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
        translations: SEEDED_OFFER_TRANSLATIONS.sign_in,
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
    for (const [code, translations] of Object.entries(SEEDED_OFFER_TRANSLATIONS)) await repo.fillSeedTranslations(marketId, code, translations);
  }
};
