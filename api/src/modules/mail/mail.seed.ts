import type { Db } from '../../db/client';
import { SEED_OFFER_PLANS } from '../bonus/bonus.seed';
import { createMailRepository } from './mail.repository';

/** The welcome mail of a market, in its language: a claimable prize, valid 30 days. */
const WELCOME: Record<string, { title: string; content: string }> = {
  tk: {
    title: 'Hoş geldiniz!',
    content: 'Aramıza hoş geldiniz! Size küçük bir hoş geldin hediyesi hazırladık. Ödülünüzü almak için aşağıdaki düğmeye dokunun. Bol şans!',
  },
  en: {
    title: 'Welcome!',
    content: 'Welcome aboard! We have prepared a small welcome gift for you. Tap the button below to claim your prize. Good luck!',
  },
  'zh-CN': { title: '欢迎！', content: '欢迎加入！我们为您准备了一份见面礼，点击下方按钮领取奖励。祝您好运！' },
};
/**
 * The welcome mail's prize in a market, in its currency's minor units: the seeded welcome offer's amount, which pays
 * it (bonus.seed.ts SEED_OFFER_PLANS). A market without a plan sends the welcome mail without a prize.
 */
export const welcomePrizeOf = (marketId: string): bigint => SEED_OFFER_PLANS[marketId]?.welcome.amountMinor ?? 0n;
/** Turkey's (the default market's) welcome prize. */
export const WELCOME_AMOUNT_MINOR = welcomePrizeOf('tr');
export const WELCOME_TTL_SECONDS = 30 * 86_400;

export const seedMail = async (db: Db): Promise<void> => {
  const repo = createMailRepository(db);
  const now = new Date();
  for (const market of await repo.allMarkets()) {
    const text = WELCOME[market.defaultLang] ?? WELCOME.en!;
    // Every other language's text: a player reading in English gets the English mail.
    const translations = Object.fromEntries(Object.entries(WELCOME).filter(([lang]) => lang !== market.defaultLang));
    await repo.upsertWelcome({
      marketId: market.id,
      kind: 'welcome',
      title: text.title,
      content: text.content,
      translations,
      amountMinor: welcomePrizeOf(market.id),
      target: { kind: 'market' },
      status: 'system',
      sendAt: now,
      ttlSeconds: WELCOME_TTL_SECONDS,
      createdBy: 'seed',
      createdAt: now,
      updatedAt: now,
    });
  }
};
