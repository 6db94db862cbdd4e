import { seedGames } from '../modules/games/games.seed';
import { createPlatformRepository } from '../modules/platform/platform.repository';
import { seedPlatform, type TRemoteOrigins } from '../modules/platform/platform.seed';
import { seedWallet } from '../modules/wallet/wallet.seed';
import type { Db } from './client';
// mail and rewards
import { seedMail } from '../modules/mail/mail.seed';
import { seedRewards } from '../modules/rewards/rewards.seed';
import { seedSupport } from '../modules/support/support.seed';
import { seedLegal } from '../modules/legal/legal.seed';
// bonuses
import { createBonusRepository } from '../modules/bonus/bonus.repository';
import { seedBonusOffers } from '../modules/bonus/bonus.seed';
import { seedFreeSpinsOffer } from '../modules/bonus/free-rounds.seed';

/** Runs every module's seed; each is idempotent, so this runs at every start. */
export const seedDatabase = async (db: Db, options: { origins: TRemoteOrigins }): Promise<void> => {
  await seedPlatform(createPlatformRepository(db), options.origins);
  await seedGames(db);
  await seedWallet(db);
  await seedMail(db);
  await seedRewards(db);
  await seedSupport(db);
  await seedLegal(db);
  const marketIds = (await createPlatformRepository(db).listMarkets()).map((m) => m.id);
  await seedBonusOffers(createBonusRepository(db), marketIds, new Date());
  await seedFreeSpinsOffer(db, createBonusRepository(db), marketIds, new Date());
};
