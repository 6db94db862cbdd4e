import { LEGAL_KINDS } from '@casino/shared/contracts';
import type { Db } from '../../db/client';
import { createLegalRepository } from './legal.repository';
import { TURKISH_TEXTS } from './legal.seed-texts';
import { ENGLISH_TEXTS } from './legal.seed-texts-en';

const SEED: Array<{ lang: string; texts: Partial<typeof TURKISH_TEXTS> }> = [
  { lang: 'tk', texts: TURKISH_TEXTS },
  { lang: 'en', texts: ENGLISH_TEXTS },
];

/** Version 1 of every seeded text (all in Turkish, the first ones in English) where a market has none yet; a staff edit is a later version, the seed never adds one. */
export const seedLegal = async (db: Db, now: Date = new Date()): Promise<void> => {
  const repo = createLegalRepository(db);
  for (const marketId of await repo.allMarketIds()) {
    for (const { lang, texts } of SEED) {
      for (const kind of LEGAL_KINDS) {
        const text = texts[kind];
        if (!text || (await repo.hasAny(marketId, kind, lang))) continue;
        await repo.publish({ marketId, kind, lang, title: text.title, body: text.body, note: lang === 'tk' ? 'İlk sürüm' : 'First version', publishedBy: 'seed', publishedAt: now });
      }
    }
  }
};
