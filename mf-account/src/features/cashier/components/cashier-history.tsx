import { CASHIER_NS } from '../i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, useFormat, useGlobal, type CashierOrder, type CashierOrderKind, Link } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';
import { HistoryAmount } from './history-amount';
import { LoadError, StatusBadge } from './common';

const PAGE_SIZE = 10;

/** Deposit and withdrawal history: tabs by kind, newest first, "load more"; live when an order changes. */
export function CashierHistory({ kind: initial, compact = false }: { kind?: CashierOrderKind; compact?: boolean }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const [kind, setKind] = useState<CashierOrderKind | undefined>(initial);
  const [list, setList] = useState<CashierOrder[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const latest = useRef(0);

  const load = useCallback(
    (nextPage: number) => {
      const id = ++latest.current;
      if (nextPage === 1) setStatus('loading');
      cashierApi.record({ page: nextPage, pageSize: compact ? 5 : PAGE_SIZE, ...(kind ? { kind } : {}) }).then(
        (res) => {
          if (id !== latest.current) return;
          setList((prev) => (nextPage === 1 ? res.list : [...prev, ...res.list.filter((o) => !prev.some((p) => p.orderId === o.orderId))]));
          setTotal(res.total);
          setPage(nextPage);
          setStatus('ready');
        },
        () => id === latest.current && setStatus('error'),
      );
    },
    [kind, compact],
  );
  useEffect(() => {
    load(1);
    const sub = bus.on('cashier:order-updated').subscribe(() => load(1));
    return () => sub.unsubscribe();
  }, [load]);

  const time = (iso: string) => fmt.date(iso, 'shortDateTime');
  const detailPath = (o: CashierOrder) => (isPc ? `/kisiselBilgiler/recharge?orderId=${o.orderId}` : `/kisiselBilgiler/recharge-detail?orderId=${o.orderId}`);
  return (
    <section className="cash-history" data-testid="cashier-history">
      {!compact && (
        <div className="cash-tabs cash-tabs--small" role="tablist" aria-label={t('routes.Transactions')}>
          {([undefined, 'deposit', 'withdrawal'] as const).map((k) => (
            <button key={k ?? 'all'} type="button" role="tab" aria-selected={kind === k} className={`cash-tab${kind === k ? ' cash-tab--on' : ''}`} onClick={() => setKind(k)}>
              {t(`cashier.history.${k ?? 'all'}`)}
            </button>
          ))}
        </div>
      )}
      {status === 'error' && <LoadError onRetry={() => load(1)} />}
      {status === 'loading' && <p className="cash-muted" role="status">{t('records.loading')}</p>}
      {status === 'ready' && list.length === 0 && <p className="cash-empty" data-testid="history-empty">{t('cashier.history.empty')}</p>}
      {list.length > 0 && (
      <ul className="cash-rows">
        {list.map((o) => (
          <li key={o.orderId} data-testid="history-row" data-kind={o.kind}>
            <Link to={detailPath(o)} className="cash-row">
              <span className="cash-row__what">
                <strong>{t(o.kind === 'deposit' ? 'cashier.history.deposit' : 'cashier.history.withdrawal')}</strong>
                <small>
                  {o.kind === 'deposit' ? t(`cashier.channel.${o.channel}`) : (o.payoutAccount?.bankName ?? '')} · {time(o.createTime)}
                </small>
                {o.kind === 'withdrawal' && o.status === 'review' && o.reviewExpectedBy && (
                  <small className="cash-row__why" data-testid="history-reason">
                    {t('cashier.withdraw.createdReviewEta', { time: time(o.reviewExpectedBy) })}
                  </small>
                )}
                {o.kind === 'withdrawal' && o.reason && ['rejected', 'refunded', 'failed'].includes(o.status) && (
                  <small className="cash-row__why" data-testid="history-reason">
                    {t(`cashier.reason.${o.reason}`, { defaultValue: o.reason })}
                  </small>
                )}
              </span>
              <HistoryAmount order={o} />
              <StatusBadge status={o.status} />
            </Link>
          </li>
        ))}
      </ul>
      )}
      {!compact && status === 'ready' && list.length < total && (
        <button type="button" className="cs-button cs-button--ghost" onClick={() => load(page + 1)}>
          {t('records.loadMore')}
        </button>
      )}
    </section>
  );
}
