/** The ledger invariants checked after `pnpm loadtest` and the drills (operator and provider databases). */
import pg from 'pg';
import { sleep } from './system';

export interface TInvariants {
  ledgerSum: string;
  drift: string;
  minPlayerBalance: string | null;
  acceptedBets: number;
  betsSettled: number;
  betsRolledBack: number;
  betsOpen: number;
  wins: number;
  providerOutboxPending: number;
  providerOutboxDead: number;
  providerBetPending: number;
  ok: boolean;
}

const one = async <T extends pg.QueryResultRow>(client: pg.Client, text: string): Promise<T> => (await client.query<T>(text)).rows[0]!;

/**
 * Waits (at most `timeoutMs`) until the provider owes nothing (outbox empty, no bet waiting for its
 * answer), then checks the operator's ledger: the balances sum to zero, every balance equals its
 * transfers replayed, no player is negative, and every accepted bet is settled (its round closed)
 * or rolled back.
 */
export const checkInvariants = async (operatorDbUrl: string, providerDbUrl: string, timeoutMs = 60_000): Promise<TInvariants> => {
  const provider = new pg.Client({ connectionString: providerDbUrl });
  const operator = new pg.Client({ connectionString: operatorDbUrl });
  await provider.connect();
  await operator.connect();
  try {
    const owed = async () => {
      const o = await one<{ pending: number; dead: number }>(provider, `select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'dead')::int as dead from sandbox_outbox`);
      const r = await one<{ n: number }>(provider, `select count(*)::int as n from sandbox_game_rounds where status = 'bet_pending'`);
      return { ...o, betPending: r.n };
    };
    const deadline = Date.now() + timeoutMs;
    let state = await owed();
    while ((state.pending > 0 || state.betPending > 0) && Date.now() < deadline) {
      await sleep(500);
      state = await owed();
    }
    const ledger = await one<{ sum: string; min_player: string | null }>(
      operator,
      `select coalesce(sum(balance), 0)::text as sum, min(balance) filter (where id like 'player:%')::text as min_player from wallet_accounts`,
    );
    const drift = await one<{ drift: string }>(
      operator,
      `select coalesce(sum(abs(a.balance - coalesce(c.total, 0) + coalesce(d.total, 0))), 0)::text as drift from wallet_accounts a
         left join (select credit_account, sum(amount) total from wallet_transfers group by credit_account) c on c.credit_account = a.id
         left join (select debit_account, sum(amount) total from wallet_transfers group by debit_account) d on d.debit_account = a.id`,
    );
    const bets = await one<{ accepted: number; settled: number; rolled_back: number; open: number; wins: number }>(
      operator,
      `select count(*) filter (where t.kind = 'bet' and t.amount is not null)::int as accepted,
              count(*) filter (where t.kind = 'bet' and t.status = 'ok' and r.status = 'closed')::int as settled,
              count(*) filter (where t.kind = 'bet' and t.amount is not null and t.status = 'rolled_back')::int as rolled_back,
              count(*) filter (where t.kind = 'bet' and t.status = 'ok' and (r.status is null or r.status <> 'closed'))::int as open,
              count(*) filter (where t.kind = 'win')::int as wins
         from wallet_seamless_transactions t left join wallet_game_rounds r on r.user_id = t.user_id and r.round_id = t.round_id`,
    );
    const result: TInvariants = {
      ledgerSum: ledger.sum,
      drift: drift.drift,
      minPlayerBalance: ledger.min_player,
      acceptedBets: bets.accepted,
      betsSettled: bets.settled,
      betsRolledBack: bets.rolled_back,
      betsOpen: bets.open,
      wins: bets.wins,
      providerOutboxPending: state.pending,
      providerOutboxDead: state.dead,
      providerBetPending: state.betPending,
      ok: false,
    };
    result.ok =
      result.ledgerSum === '0' &&
      result.drift === '0' &&
      (result.minPlayerBalance === null || BigInt(result.minPlayerBalance) >= 0n) &&
      result.betsOpen === 0 &&
      result.acceptedBets === result.betsSettled + result.betsRolledBack &&
      result.providerOutboxPending === 0 &&
      result.providerOutboxDead === 0 &&
      result.providerBetPending === 0;
    return result;
  } finally {
    await provider.end();
    await operator.end();
  }
};

export const printInvariants = (inv: TInvariants) => {
  console.log(
    `ledger: sum of all balances ${inv.ledgerSum} (must be 0), drift ${inv.drift} (must be 0), lowest player balance ${inv.minPlayerBalance ?? '-'} (must be >= 0)\n` +
      `bets: ${inv.acceptedBets} accepted = ${inv.betsSettled} settled + ${inv.betsRolledBack} rolled back; ${inv.betsOpen} still open (must be 0); ${inv.wins} win calls\n` +
      `provider: outbox pending ${inv.providerOutboxPending}, dead ${inv.providerOutboxDead}, bets awaiting an answer ${inv.providerBetPending} (all must be 0)\n` +
      `invariants: ${inv.ok ? 'OK' : 'VIOLATED'}`,
  );
};
