import { fieldsOf } from './bonus-admin.service';
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

/** The offers every market starts with; staff change them in the console. Existing rows are left as staff made them. */
export const seedBonusOffers = async (repo: Pick<TBonusRepository, 'upsertOffer'>, marketIds: string[], at: Date): Promise<void> => {
  for (const marketId of marketIds) {
    await repo.upsertOffer(
      {
      marketId,
      code: 'first_deposit',
      kind: 'deposit_match',
      title: 'İlk Yatırım Bonusu',
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
      terms: WELCOME_TERMS,
      amountMinor: 5_000n,
      wageringMultiplier: 10,
      wageringBase: 'bonus',
      weights: DEFAULT_WEIGHTS,
      maxBetMinor: 2_000n,
      validDays: 7,
      maxConversionMinor: 25_000n,
      phoneVerifiedOnly: true,
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
        terms: SIGN_IN_TERMS,
        wageringMultiplier: 10,
        wageringBase: 'bonus',
        weights: DEFAULT_WEIGHTS,
        validDays: 7,
        phoneVerifiedOnly: true,
        updatedAt: at,
      },
      fieldsOf,
    );
  }
};
