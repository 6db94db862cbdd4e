import type { TRoundView } from './contract';
import { publicState } from './play';
import type { TRoundRow, TSessionRow } from './store';

/** Key order and undefined fields do not survive jsonb: compare requests in a canonical form. */
export const canonical = (value: unknown): string =>
  JSON.stringify(JSON.parse(JSON.stringify(value)), (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
export const playerKeyOf = (s: TSessionRow) => (s.mode === 'demo' ? `s:${s.id}` : `p:${s.playerId}`);
export const over = (r: TRoundRow) => r.status === 'settled' || r.status === 'cancelled';

export const roundView = (r: TRoundRow, credited = true): TRoundView => ({
  roundId: r.id,
  engine: r.engine as TRoundView['engine'],
  status: r.status === 'bet_pending' ? 'open' : r.status,
  stakeMinor: r.stakeMinor,
  winMinor: r.winMinor,
  request: r.request,
  state: publicState(r.engine as TRoundView['engine'], r.status, r.state),
  fair: { serverSeedHash: r.serverSeedHash, clientSeed: r.clientSeed, nonce: r.nonce, ...(over(r) ? { serverSeed: r.serverSeed } : {}) },
  credited,
  createdAt: r.createdAt.toISOString(),
});

