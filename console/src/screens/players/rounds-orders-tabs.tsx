import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TPlayerOrder, TPlayerRound, TPlayerRoundsPage } from '../../api/types';
import { useTranslation } from 'react-i18next';
import { money, when } from '../../ui/format';
import { usePlayerMoney } from './player-currency';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';


/** Game rounds, newest first (provider, game, stake, win, round id), paged by cursor. */
export const RoundsTab = ({ userId }: { userId: number }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  const { t: tc } = useTranslation('common');
  const query = useApi<TPlayerRoundsPage>('/admin/backoffice/players/rounds', { userId, limit: 50 });
  const [more, setMore] = useState<{ rounds: TPlayerRound[]; cursor: string | null } | null>(null);
  const cursor = more ? more.cursor : (query.data?.nextCursor ?? null);
  return (
    <QueryView query={query} empty={tp('rounds.empty')} isEmpty={(d) => d.rounds.length === 0}>
      {(d) => (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>{tp('rounds.at')}</th>
                  <th>{tp('rounds.provider')}</th>
                  <th>{tp('rounds.game')}</th>
                  <th className="num">{tp('rounds.stake')}</th>
                  <th className="num">{tp('rounds.win')}</th>
                  <th>{tp('rounds.status')}</th>
                  <th>{tp('rounds.round')}</th>
                </tr>
              </thead>
              <tbody>
                {[...d.rounds, ...(more?.rounds ?? [])].map((x) => (
                  <tr key={x.roundId}>
                    <td className="nowrap">{when(x.startedAt)}</td>
                    <td>{x.provider ?? '—'}</td>
                    <td>{x.game ?? `#${x.gameId}`}</td>
                    <td className="num">{amount(x.stakeMinor)}</td>
                    <td className="num">{amount(x.winMinor)}</td>
                    <td>{x.status}</td>
                    <td className="mono small">{x.roundId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {cursor && (
            <button
              type="button"
              className="btn"
              onClick={async () => {
                const page = await apiCall<TPlayerRoundsPage>('/admin/backoffice/players/rounds', { userId, limit: 50, cursor });
                setMore({ rounds: [...(more?.rounds ?? []), ...page.rounds], cursor: page.nextCursor });
              }}
            >
              {tc('loadMore')}
            </button>
          )}
        </>
      )}
    </QueryView>
  );
};

/** Deposits and withdrawals (the cashier's orders), newest first. */
export const OrdersTab = ({ userId }: { userId: number }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  const query = useApi<TPlayerOrder[]>('/admin/backoffice/players/orders', { userId });
  return (
    <QueryView query={query} empty={tp('orders.empty')}>
      {(rows) => (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{tp('orders.at')}</th>
                <th>{tp('orders.order')}</th>
                <th>{tp('orders.kind')}</th>
                <th>{tp('orders.channel')}</th>
                <th>{tp('orders.status')}</th>
                <th className="num">{tp('orders.amount')}</th>
                <th className="num">{tp('orders.credited')}</th>
                <th>{tp('orders.iban')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr key={x.orderId}>
                  <td className="nowrap">{when(x.createdAt)}</td>
                  <td className="mono small">{x.orderId}</td>
                  <td>{x.kind}</td>
                  <td>{x.channel}</td>
                  <td>{x.status}</td>
                  <td className="num">{money(x.amountMinor, x.currency)}</td>
                  <td className="num">{x.creditedMinor === null ? '—' : amount(x.creditedMinor)}</td>
                  <td className="mono small">{x.payoutIban ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
};
