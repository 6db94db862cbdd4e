import { useEffect, useState } from 'react';
import { apiCall, apiDownload } from '../../api/client';
import type { TStatementLine, TStatementPage } from '../../api/types';
import { useTranslation } from 'react-i18next';
import { when } from '../../ui/format';
import { usePlayerMoney } from './player-currency';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

const CODES = ['BET', 'WIN', 'ROLLBACK', 'DEPOSIT', 'WITHDRAWAL_HOLD', 'PAYOUT', 'PAYOUT_RETURN', 'FEE', 'PROMO', 'MAIL_PRIZE', 'SIGN_IN', 'VIP_REWARD', 'CASHBACK', 'WHEEL_PRIZE', 'PDD_PRIZE', 'REBATE', 'TEST_MONEY', 'ADJUSTMENT'];
/** A date input (local midnight) as the API's ISO instant. */
const isoOf = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);

/** The ledger statement: every transfer with code, counter-account, amount and running balance; filter, pages by cursor, CSV. */
export const StatementTab = ({ userId }: { userId: number }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  const { t: tc } = useTranslation('common');
  const [account, setAccount] = useState<'cash' | 'payout'>('cash');
  const [code, setCode] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = { userId, account, ...(code ? { code } : {}), ...(isoOf(from) ? { from: isoOf(from) } : {}), ...(isoOf(to) ? { to: isoOf(to) } : {}) };
  const first = useApi<TStatementPage>('/admin/backoffice/players/statement', { ...filter, limit: 50 });
  const [more, setMore] = useState<{ lines: TStatementLine[]; cursor: string | null } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const key = JSON.stringify(filter);
  useEffect(() => setMore(null), [key]);

  const cursor = more ? more.cursor : (first.data?.nextCursor ?? null);
  const loadMore = async () => {
    if (!cursor) return;
    try {
      const page = await apiCall<TStatementPage>('/admin/backoffice/players/statement', { ...filter, limit: 50, cursor });
      setMore({ lines: [...(more?.lines ?? []), ...page.lines], cursor: page.nextCursor });
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    }
  };
  const exportCsv = async () => {
    try {
      const blob = await apiDownload('/admin/backoffice/players/statement-csv', filter);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `statement-${userId}-${account}.csv`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    }
  };

  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{tp('statement.account')}</span>
          <select value={account} onChange={(e) => setAccount(e.target.value as 'cash' | 'payout')}>
            <option value="cash">{tp('cash')}</option>
            <option value="payout">{tp('pendingPayout')}</option>
          </select>
        </label>
        <label className="field field-inline">
          <span>{tp('statement.code')}</span>
          <select value={code} onChange={(e) => setCode(e.target.value)}>
            <option value="">{tp('statement.allCodes')}</option>
            {CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="field field-inline">
          <span>{tp('statement.from')}</span>
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="field field-inline">
          <span>{tp('statement.to')}</span>
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="button" className="btn" onClick={() => void exportCsv()}>
          {tp('statement.csv')}
        </button>
      </div>
      {error && (
        <Notice kind="error" onClose={() => setError(null)}>
          {error.message}
        </Notice>
      )}
      <QueryView query={first} empty={tp('statement.empty')} isEmpty={(d) => d.lines.length === 0}>
        {(page) => (
          <>
            <div className="table-wrap">
              <table aria-label={tp('tabs.statement')}>
                <thead>
                  <tr>
                    <th>{tp('statement.at')}</th>
                    <th>{tp('statement.code')}</th>
                    <th>{tp('statement.counter')}</th>
                    <th className="num">{tp('statement.amount')}</th>
                    <th className="num">{tp('statement.balance')}</th>
                    <th>{tp('statement.id')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...page.lines, ...(more?.lines ?? [])].map((l) => (
                    <tr key={l.id}>
                      <td className="nowrap">{when(l.at)}</td>
                      <td>
                        <span className="pill">{l.code}</span>
                      </td>
                      <td className="mono small">{l.counterAccount}</td>
                      <td className={`num ${l.amountMinor >= 0 ? 'amount-in' : 'amount-out'}`}>{l.amountMinor >= 0 ? `+${amount(l.amountMinor)}` : amount(l.amountMinor)}</td>
                      <td className="num">{amount(l.balanceAfterMinor)}</td>
                      <td className="mono small muted">{l.id}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {cursor && (
              <button type="button" className="btn" onClick={() => void loadMore()}>
                {tc('loadMore')}
              </button>
            )}
          </>
        )}
      </QueryView>
    </>
  );
};
