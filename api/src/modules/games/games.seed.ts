import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CATEGORIES, generateGames, LABELS, PROVIDERS, providerGameCodeOf } from './games.seed-data';
import { gameSearchText, normalizeSearch } from './games.search-text';
import { gameCategories, gameLabelLinks, gameLabels, gameProviders, games } from './games.tables';

/** Games the default seed makes; SEED_GAMES overrides it (e.g. 50000 for benchmarks). */
export const DEFAULT_SEED_GAMES = 600;
const BATCH = 1000;

export const seedGameCount = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = Number(env.SEED_GAMES);
  return Number.isInteger(raw) && raw >= 0 && raw <= 1_000_000 ? raw : DEFAULT_SEED_GAMES;
};

/**
 * Idempotent catalogue seed: labels, categories and the twelve providers are created once; games
 * are generated only into an empty catalogue (a later, larger SEED_GAMES adds the missing tail).
 * Hot links the most popular games of each category, New the most recent.
 */
export async function seedGames(db: Db, total: number = seedGameCount()): Promise<{ created: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(gameLabels).values(LABELS.map((l, i) => ({ code: l.code, name: l.name, sort: i + 1 }))).onConflictDoNothing();
    await tx.insert(gameCategories).values(CATEGORIES.map((c, i) => ({ code: c.code, name: c.name, sort: i + 1 }))).onConflictDoNothing();
    await tx.insert(gameProviders).values(PROVIDERS.map((p, i) => ({ code: p.code, name: p.name, sort: i + 1 }))).onConflictDoNothing();

    // Rows seeded before games carried the provider's code get it from their title.
    const uncoded = await tx
      .select({ id: games.id, name: games.name, category: gameCategories.code })
      .from(games)
      .innerJoin(gameCategories, eq(gameCategories.id, games.categoryId))
      .where(eq(games.providerGameCode, ''));
    for (const row of uncoded) await tx.update(games).set({ providerGameCode: providerGameCodeOf(row.category, row.name) }).where(eq(games.id, row.id));

    const existing = Number((await tx.select({ n: count() }).from(games))[0]?.n ?? 0);
    if (existing >= total) return { created: 0 };
    const categoryIds = new Map((await tx.select().from(gameCategories)).map((c) => [c.code, c.id]));
    const providerNames = new Map<string, string>(PROVIDERS.map((p) => [p.code, p.name]));
    const rows = generateGames(total).slice(existing);
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(games).values(
        rows.slice(i, i + BATCH).map((g) => ({
          name: g.gameName,
          nameNorm: normalizeSearch(g.gameName),
          searchText: gameSearchText(g.gameName, providerNames.get(g.firmCode) ?? g.firmCode, g.firmCode),
          haveDemo: g.haveDemo,
          categoryId: categoryIds.get(g.categoryCode) ?? 1,
          firmCode: g.firmCode,
          popularity: g.popularity,
          releasedAt: g.releasedAt,
          rtpBps: g.rtpBps,
          providerGameCode: g.providerGameCode,
        })),
      );
    }

    const labelId = async (code: string) => (await tx.select().from(gameLabels).where(eq(gameLabels.code, code)))[0]?.id;
    const hot = await labelId('hot');
    const fresh = await labelId('new');
    await tx.delete(gameLabelLinks);
    for (const [id, order] of [
      [hot, sql`popularity desc, id`],
      [fresh, sql`released_at desc, id`],
    ] as const) {
      if (!id) continue;
      await tx.execute(sql`
        insert into game_label_links (label_id, game_id, sort)
        select ${id}, id, rn from (
          select id, row_number() over (partition by category_id order by ${order}) as rn, count(*) over (partition by category_id) as n
          from games where enabled
        ) ranked
        where rn <= greatest(12, n * 15 / 100)`);
    }
    return { created: rows.length };
  });
}

