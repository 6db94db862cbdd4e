import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameCategories, games } from '../games/games.tables';
import { fieldsOf } from './bonus-admin.service';
import type { TBonusRepository } from './bonus.repository';
import { DEFAULT_WEIGHTS, moneyIn } from './bonus.seed';

export const FREE_SPINS_OFFER_CODE = 'free_spins';
export const FREE_SPINS_ROUNDS = 10;
/** A market's free spins, in its currency's minor units: the stake of a spin, and the bonus's caps. */
interface TFreeSpinsPlan {
  currency: string;
  stakeMinor: number;
  maxBetMinor: bigint;
  maxConversionMinor: bigint;
}

/** Per market, in its own currency (Azerbaijan's a twentieth of Turkey's); a market without one gets no seeded offer. */
const FREE_SPINS_PLANS: Readonly<Record<string, TFreeSpinsPlan>> = {
  tr: { currency: 'TRY', stakeMinor: 100, maxBetMinor: 2_000n, maxConversionMinor: 25_000n },
  az: { currency: 'AZN', stakeMinor: 10, maxBetMinor: 100n, maxConversionMinor: 1_500n },
};

const terms = (gameName: string, plan: TFreeSpinsPlan) => {
  const m = moneyIn('tk', plan.currency);
  return `Bedava Dönüş: ${gameName} oyununda ${m(plan.stakeMinor)} değerinde ${FREE_SPINS_ROUNDS} bedava dönüş.
- Dönüşler oyunu açtığınızda başlar; bahis bakiyenizden düşülmez ve bahis dönüş başına ${m(plan.stakeMinor)} olarak sabittir.
- Bedava dönüş kazançları bonus bakiyenize eklenir. Çevrim şartı: kazancın 10 katı. Slot ve balık oyunları bahsin %100'ü, crash oyunları %50'si, masa ve canlı casino oyunları %10'u kadar sayılır.
- Bonus aktifken tek bahis en fazla ${m(plan.maxBetMinor)} olabilir. Çevrim tamamlandığında en fazla ${m(plan.maxConversionMinor)} nakde çevrilir.
- Dönüşler ve bonus 7 gün geçerlidir; süresi dolan ya da iptal edilen bonusun kalan dönüşleri ve bakiyesi silinir.
- Kişi, cihaz, telefon numarası ve IBAN başına bir kez; yalnızca telefonu doğrulanmış üyeler.`;
};

const termsEn = (gameName: string, plan: TFreeSpinsPlan) => {
  const m = moneyIn('en', plan.currency);
  return `Free Spins: ${FREE_SPINS_ROUNDS} free spins worth ${m(plan.stakeMinor)} each on ${gameName}.
- The spins start when you open the game; nothing is taken from your balance and the stake is fixed at ${m(plan.stakeMinor)} per spin.
- Free-spin winnings go to your bonus balance. Wagering: 10 times the winnings. Slots and fishing games count 100 % of the stake, crash games 50 %, table and live casino games 10 %.
- While the bonus runs a single bet may be at most ${m(plan.maxBetMinor)}. When wagering is complete, at most ${m(plan.maxConversionMinor)} converts to cash.
- The spins and the bonus are valid for 7 days; an expired or cancelled bonus loses its remaining spins and balance.
- Once per person, device, phone number and IBAN; phone-verified members only.`;
};

/** The first seeded slot the sandbox provider deals (its code is one of the provider's slot codes). */
export const freeSpinsGame = async (db: Db): Promise<{ id: number; name: string } | undefined> =>
  (
    await db
      .select({ id: games.id, name: games.name })
      .from(games)
      .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))
      .where(and(eq(gameCategories.code, 'slots'), like(games.providerGameCode, 'slot-%')))
      .orderBy(asc(games.id))
      .limit(1)
  )[0];

/** One free_spins offer per market with a plan: 10 spins at its stake on a seeded slot, wins under 10x wagering. Left as staff made it once it exists. */
export const seedFreeSpinsOffer = async (db: Db, repo: Pick<TBonusRepository, 'upsertOffer'>, marketIds: string[], at: Date): Promise<void> => {
  const game = await freeSpinsGame(db);
  if (!game) return;
  for (const marketId of marketIds) {
    const plan = FREE_SPINS_PLANS[marketId];
    if (!plan) continue;
    await repo.upsertOffer(
      {
        marketId,
        code: FREE_SPINS_OFFER_CODE,
        kind: 'free_spins',
        title: `${FREE_SPINS_ROUNDS} Bedava Dönüş`,
        terms: terms(game.name, plan),
        wageringMultiplier: 10,
        wageringBase: 'bonus',
        weights: DEFAULT_WEIGHTS,
        maxBetMinor: plan.maxBetMinor,
        validDays: 7,
        maxConversionMinor: plan.maxConversionMinor,
        phoneVerifiedOnly: true,
        freeRounds: { gameIds: [game.id], rounds: FREE_SPINS_ROUNDS, stakeMinor: plan.stakeMinor },
        translations: { en: { title: `${FREE_SPINS_ROUNDS} Free Spins`, terms: termsEn(game.name, plan) } },
        updatedAt: at,
      },
      fieldsOf,
    );
  }
};
