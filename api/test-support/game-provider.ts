import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildSandboxApp, type SandboxDeps } from '../src/sandbox/app';
import { loadSandboxConfig } from '../src/sandbox/config';
import type { TGameState, TPlayAnswer } from '../src/sandbox/games/contract';
import type { SandboxDatabase } from '../src/sandbox/store/sandbox-db';
import { newDevice, newIp, type TestApp, type TestDatabase } from './harness';
import type { Db } from '../src/db/client';
import { makeMember } from './member-edge';

/** A stand-in for the built game client: the launch page only needs its index.html. */
export const fakeClientDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'game-client-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="tr"><head><title>Game</title></head><body></body></html>');
  writeFileSync(path.join(dir, 'sportsbook.html'), '<!doctype html><html lang="tr"><head><title>Game</title></head><body></body></html>');
  return dir;
};

/** The operator's ledger read with plain SQL (the sandbox may not import operator code, even in tests). */
export const ledgerSum = async (db: TestDatabase['database']['db']): Promise<string> => {
  const res = await db.execute(sql`select coalesce(sum(balance), 0)::text as sum from wallet_accounts`);
  return (res as unknown as { rows: Array<{ sum: string }> }).rows[0]!.sum;
};

/** A game of the operator's catalogue whose provider code starts with `prefix`. */
export const gameWithCode = async (db: TestDatabase['database']['db'], prefix: string, demo?: boolean): Promise<number> => {
  const res = await db.execute(
    sql`select id from games where provider_game_code like ${`${prefix}%`} and enabled ${demo === undefined ? sql`` : sql`and have_demo = ${demo}`} order by id limit 1`,
  );
  const id = (res as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  if (!id) throw new Error(`no game with code ${prefix}`);
  return id;
};

/** The sandbox over real HTTP on an ephemeral port, settling against the operator `t` (listening). */
export const startProvider = async (t: TestApp, store: SandboxDatabase, options: { workers?: boolean; clientDir?: string; now?: () => Date; sportsbook?: SandboxDeps['sportsbook'] } = {}) => {
  const operatorUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const app: FastifyInstance = await buildSandboxApp({
    config: loadSandboxConfig({ LOG_LEVEL: 'silent' }),
    store,
    games: { operatorUrl, rtpBps: 9600 },
    gameClientDir: options.clientDir ?? fakeClientDir(),
    workers: options.workers ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.sportsbook ? { sportsbook: options.sportsbook } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const api = async <T = Record<string, unknown>>(op: string, body: object): Promise<{ status: number; body: T & { error?: string; message?: string; balanceMinor?: number } }> => {
    const res = await fetch(`${url}/games/api/${op}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T & { error?: string; message?: string } };
  };

  /** Opens the operator's launch URL (rebased on this sandbox) and answers the session and its state. */
  const open = async (token: string, gameId: number, isReal: boolean, lang?: string) => {
    // The age gate (player protection): play needs 18+ confirmed.
    await t.post('/protection/confirmAge', { birthDate: '1990-01-01' }, { token });
    const res = await t.post<{ url: string }>('/labelGame/getGameUrlByGame', { gameId, isReal: isReal ? 1 : 0 }, { token, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
    const launch = new URL(res.body.resultData!.url);
    const page = await fetch(`${url}${launch.pathname}${launch.search}`);
    const html = await page.text();
    const cfg = /<script id="cfg" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const session = cfg ? (JSON.parse(cfg) as { session: string }).session : '';
    const state = session ? (await api<TGameState>('state', { session })).body : undefined;
    return { status: page.status, html, launch, session, state: state as TGameState };
  };

  /** Plays one round on the current commitment. */
  const play = async (session: string, body: object, roundId: string = crypto.randomUUID()) => {
    const state = (await api<TGameState>('state', { session })).body;
    return { roundId, ...(await api<TPlayAnswer>('play', { session, roundId, seedHash: state.fair.serverSeedHash, ...body })) };
  };

  return { app, url, api, open, play };
};

/** A new player who may play for real money: a guest made a member at the test's edge (makeMember). */
export const newPlayer = async (t: TestApp, db: Db): Promise<string> => {
  const login = await t.post<{ token: string }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
  const token = login.body.resultData!.token;
  await makeMember(t, db, token);
  return token;
};

export const totalAssets = async (t: TestApp, token: string): Promise<number> => (await t.post<{ totalAssets: number }>('/user/getUserInfo', {}, { token })).body.resultData!.totalAssets;
