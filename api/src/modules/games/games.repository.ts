import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameCategories, gameFavourites, gameLabelLinks, gameLabels, gameProviders, gameRecentPlays, games } from './games.tables';

export interface TGameRow {
  id: number;
  name: string;
  imageUrl: string;
  haveDemo: boolean;
  categoryId: number;
  firmCode: string;
  providerName: string;
}

export interface TGameFilter {
  categoryId?: number;
  firmCode?: string;
  labelId?: number;
}

const gameColumns = {
  id: games.id,
  name: games.name,
  imageUrl: games.imageUrl,
  haveDemo: games.haveDemo,
  categoryId: games.categoryId,
  firmCode: games.firmCode,
  providerName: gameProviders.name,
};

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const createGamesRepository = (db: Db) => {
  const where = (f: TGameFilter): SQL | undefined =>
    and(
      eq(games.enabled, true),
      f.categoryId ? eq(games.categoryId, f.categoryId) : undefined,
      f.firmCode ? eq(games.firmCode, f.firmCode) : undefined,
      f.labelId ? eq(gameLabelLinks.labelId, f.labelId) : undefined,
    );

  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>): Promise<T> => db.transaction((tx) => fn(tx)),

    listLabels: (tx: Db = db) => tx.select().from(gameLabels).orderBy(asc(gameLabels.sort), asc(gameLabels.id)),

    listCategoriesWithCounts: (tx: Db = db) =>
      tx
        .select({ id: gameCategories.id, code: gameCategories.code, name: gameCategories.name, sort: gameCategories.sort, gameCount: count(games.id) })
        .from(gameCategories)
        .leftJoin(games, and(eq(games.categoryId, gameCategories.id), eq(games.enabled, true)))
        .groupBy(gameCategories.id)
        .orderBy(asc(gameCategories.sort), asc(gameCategories.id)),

    listProviders: (tx: Db = db) => tx.select().from(gameProviders).orderBy(asc(gameProviders.sort), asc(gameProviders.code)),

    findProvider: async (code: string, tx: Db = db) => (await tx.select().from(gameProviders).where(eq(gameProviders.code, code)).limit(1))[0],

    /** A category by its code or display name, any case. */
    findCategoryByName: async (name: string, tx: Db = db) =>
      (
        await tx
          .select()
          .from(gameCategories)
          .where(sql`lower(${gameCategories.code}) = lower(${name}) or lower(${gameCategories.name}) = lower(${name})`)
          .limit(1)
      )[0],

    findGame: async (id: number, tx: Db = db): Promise<TGameRow | undefined> =>
      (
        await tx
          .select(gameColumns)
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.code, games.firmCode))
          .where(and(eq(games.id, id), eq(games.enabled, true)))
          .limit(1)
      )[0],

    /** The provider's code for a game (sent at launch). */
    providerGameCode: async (id: number, tx: Db = db): Promise<string | undefined> =>
      (await tx.select({ code: games.providerGameCode }).from(games).where(eq(games.id, id)).limit(1))[0]?.code,

    /** One page, most popular first (label order first when a label is given). */
    pageGames: (filter: TGameFilter, page: { limit: number; offset: number }, tx: Db = db): Promise<TGameRow[]> => {
      const base = tx.select(gameColumns).from(games).innerJoin(gameProviders, eq(gameProviders.code, games.firmCode));
      const query = filter.labelId
        ? base
            .innerJoin(gameLabelLinks, eq(gameLabelLinks.gameId, games.id))
            .where(where(filter))
            .orderBy(asc(gameLabelLinks.sort), desc(games.popularity), asc(games.id))
        : base.where(where(filter)).orderBy(desc(games.popularity), asc(games.id));
      return query.limit(page.limit).offset(page.offset);
    },

    countGames: async (filter: TGameFilter, tx: Db = db): Promise<number> => {
      const base = tx.select({ total: count() }).from(games);
      const query = filter.labelId ? base.innerJoin(gameLabelLinks, eq(gameLabelLinks.gameId, games.id)).where(where(filter)) : base.where(where(filter));
      return Number((await query)[0]?.total ?? 0);
    },

    /**
     * Ranked search over the normalised text: name prefix, then word prefix, then infix, then
     * provider matches; popularity breaks ties. Every token must appear somewhere (GIN trigram index).
     */
    /** Every token must match (any of its alternatives: the token or its Turkish/English game word). */
    searchInfix: async (query: string, tokens: string[][], limit: number, offset = 0, tx: Db = db): Promise<TGameRow[]> => {
      const q = likeEscape(query);
      const rank = sql<number>`case when ${games.nameNorm} like ${`${q}%`} then 0 when ${games.nameNorm} like ${`% ${q}%`} then 1 when ${games.nameNorm} like ${`%${q}%`} then 2 else 3 end`;
      return tx
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.code, games.firmCode))
        .where(and(eq(games.enabled, true), ...tokens.map((alternatives) => or(...alternatives.map((t) => sql`${games.searchText} like ${`%${likeEscape(t)}%`}`)))))
        .orderBy(rank, desc(games.popularity), asc(games.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Queries too short for trigrams: name prefix (btree text_pattern_ops), then the games of
     * providers whose name or code starts so (firm index), each most popular first.
     */
    searchPrefix: async (query: string, limit: number, tx: Db = db): Promise<TGameRow[]> => {
      const prefix = `${likeEscape(query)}%`;
      const byName = await tx
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.code, games.firmCode))
        .where(and(eq(games.enabled, true), sql`${games.nameNorm} like ${prefix}`))
        .orderBy(desc(games.popularity), asc(games.id))
        .limit(limit);
      if (byName.length >= limit) return byName;
      const codes = (
        await tx
          .select({ code: gameProviders.code })
          .from(gameProviders)
          .where(sql`lower(${gameProviders.name}) like ${prefix} or lower(${gameProviders.code}) like ${prefix}`)
      ).map((p) => p.code);
      if (codes.length === 0) return byName;
      const byProvider = await tx
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.code, games.firmCode))
        .where(and(eq(games.enabled, true), inArray(games.firmCode, codes)))
        .orderBy(desc(games.popularity), asc(games.id))
        .limit(limit);
      const seen = new Set(byName.map((g) => g.id));
      return [...byName, ...byProvider.filter((g) => !seen.has(g.id))].slice(0, limit);
    },

    addFavourite: async (userId: number, gameId: number, tx: Db = db): Promise<void> => {
      await tx.insert(gameFavourites).values({ userId, gameId }).onConflictDoNothing();
    },

    removeFavourite: async (userId: number, gameId: number, tx: Db = db): Promise<void> => {
      await tx.delete(gameFavourites).where(and(eq(gameFavourites.userId, userId), eq(gameFavourites.gameId, gameId)));
    },

    pageFavourites: async (userId: number, page: { limit: number; offset: number }, tx: Db = db) => {
      const rows = await tx
        .select(gameColumns)
        .from(gameFavourites)
        .innerJoin(games, eq(games.id, gameFavourites.gameId))
        .innerJoin(gameProviders, eq(gameProviders.code, games.firmCode))
        .where(and(eq(gameFavourites.userId, userId), eq(games.enabled, true)))
        .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId))
        .limit(page.limit)
        .offset(page.offset);
      const [row] = await tx
        .select({ total: count() })
        .from(gameFavourites)
        .innerJoin(games, eq(games.id, gameFavourites.gameId))
        .where(and(eq(gameFavourites.userId, userId), eq(games.enabled, true)));
      return { rows, total: Number(row?.total ?? 0) };
    },

    recordPlay: async (userId: number, gameId: number, at: Date, tx: Db = db): Promise<void> => {
      await tx
        .insert(gameRecentPlays)
        .values({ userId, gameId, playedAt: at })
        .onConflictDoUpdate({ target: [gameRecentPlays.userId, gameRecentPlays.gameId], set: { playedAt: at } });
    },

    pageRecent: async (userId: number, page: { limit: number; offset: number }, tx: Db = db) => {
      const rows = await tx
        .select(gameColumns)
        .from(gameRecentPlays)
        .innerJoin(games, eq(games.id, gameRecentPlays.gameId))
        .innerJoin(gameProviders, eq(gameProviders.code, games.firmCode))
        .where(and(eq(gameRecentPlays.userId, userId), eq(games.enabled, true)))
        .orderBy(desc(gameRecentPlays.playedAt), desc(gameRecentPlays.gameId))
        .limit(page.limit)
        .offset(page.offset);
      const [row] = await tx.select({ total: count() }).from(gameRecentPlays).where(eq(gameRecentPlays.userId, userId));
      return { rows, total: Number(row?.total ?? 0) };
    },

  };
};

export type TGamesRepository = ReturnType<typeof createGamesRepository>;
