import { LEGAL_KINDS } from '@casino/shared/src/contracts/legal';
import type { Db } from '../../db/client';
import { createLegalRepository } from './legal.repository';
import { TURKISH_TEXTS } from './legal.seed-texts';

/** Version 1 of every Turkish text in every market that has none yet (a staff edit is a later version; the seed never adds one). */
export const seedLegal = async (db: Db, now: Date = new Date()): Promise<void> => {
  const repo = createLegalRepository(db);
  for (const marketId of await repo.allMarketIds()) {
    for (const kind of LEGAL_KINDS) {
      if (await repo.hasAny(marketId, kind, 'tk')) continue;
      const text = TURKISH_TEXTS[kind];
      await repo.publish({ marketId, kind, lang: 'tk', title: text.title, body: text.body, note: 'İlk sürüm', publishedBy: 'seed', publishedAt: now });
    }
  }
};
