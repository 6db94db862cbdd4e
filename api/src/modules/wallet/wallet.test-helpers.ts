import type { Db } from '../../db/client';
import { signedHeaders } from '../../lib/signature';
import { newDevice, newIp, type TestApp } from '../../../test-support/harness';
import { makeMember } from '../../../test-support/member-edge';
import type { TGameListPage } from '../games/games.schemas';
import { createLedgerRepository } from './ledger.repository';
import { SEAMLESS_PREFIX } from './seamless.routes';

/** Helpers for wallet tests: a player with a real launch, and signed provider calls through app.inject. */
export const walletHelpers = (t: TestApp, db: Db) => {
  const secret = t.config.sandboxSecret;

  const call = async (op: string, body: object, opts: { nowMs?: number; secret?: string; raw?: string } = {}) => {
    const raw = opts.raw ?? JSON.stringify(body);
    const res = await t.app.inject({
      method: 'POST',
      url: `${SEAMLESS_PREFIX}/${op}`,
      payload: raw,
      headers: signedHeaders(opts.secret ?? secret, raw, opts.nowMs ?? t.clock.now().getTime()),
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  const gameIdOf = async (categoryCode: string): Promise<number> => {
    const list = await t.post<{ categoryList: Array<{ categoryId: number; code: string }> }>('/labelGame/list');
    const category = list.body.resultData!.categoryList.find((c) => c.code === categoryCode)!;
    const page = await t.post<TGameListPage>('/labelGame/getGameByCategoryAndPage', { categoryId: category.categoryId, pageSize: 1 });
    return page.body.resultData!.list[0]!.gameId;
  };

  /**
   * A fresh player (or the player of `sessionToken`), launched into a game; returns the session token, launch
   * token and player id. Real money is for members: for a real launch a guest is made a member here, at the
   * test's edge (makeMember), as if they had registered on the device.
   */
  const launch = async (options: { categoryCode?: string; isReal?: boolean; sessionToken?: string; gameId?: number; market?: string } = {}) => {
    const session = options.sessionToken
      ? (await t.post<{ token: string; userid: number }>('/user/getUserInfo', {}, { token: options.sessionToken })).body.resultData!
      : (await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice(), ...(options.market ? { market: options.market } : {}) }, { ip: newIp() })).body.resultData!;
    if (options.sessionToken) session.token = options.sessionToken;
    const gameId = options.gameId ?? (await gameIdOf(options.categoryCode ?? 'slots'));
    if (options.isReal !== false) await makeMember(t, db, session.token);
    // The age gate (player protection): play needs 18+ confirmed.
    await t.post('/protection/confirmAge', { birthDate: '1990-01-01' }, { token: session.token });
    const res = await t.post<{ url: string }>('/labelGame/getGameUrlByGame', { gameId, isReal: options.isReal === false ? 0 : 1 }, { token: session.token });
    const url = new URL(res.body.resultData!.url);
    return { sessionToken: session.token, userId: session.userid, playerId: String(session.userid), token: url.searchParams.get('token')!, gameId, url };
  };

  const audit = () => createLedgerRepository(db).audit();
  return { call, launch, gameIdOf, audit };
};
