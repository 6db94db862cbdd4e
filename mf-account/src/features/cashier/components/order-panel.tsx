import { CASHIER_NS } from '../i18n';
import { useTranslation } from 'react-i18next';
import { Spinner, useFormat, useGlobal, Link } from '@casino/shared';
import { useLiveOrder } from '../hooks/use-live-order';
import { CheckoutPanel } from './checkout-panel';
import { CoinPanel } from './coin-panel';
import { LoadError, Money, StatusBadge } from './common';
import { EftInstructions } from './eft-instructions';

/** One order, live: what to pay and how (while open), its status and its history. */
export function OrderPanel({ orderId, coin = false }: { orderId: string; coin?: boolean }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const { order, status, reload } = useLiveOrder(orderId, coin);
  if (status === 'error') return <LoadError onRetry={reload} />;
  if (!order) return <Spinner />;
  const open = order.status === 'created' || order.status === 'pending';
  const time = (iso: string) => fmt.date(iso, 'shortDateTime');

  return (
    <section className="cash-card" data-testid="order-panel" aria-live="polite">
      <header className="cash-order-head">
        <div>
          <span className="cash-muted">{t(order.kind === 'deposit' ? `cashier.channel.${order.channel}` : 'cashier.withdraw.title')}</span>
          <strong className="cash-big">
            <Money minor={order.amountMinor} currency={order.currency} testId="order-amount" />
          </strong>
          <span className="cash-muted">#{order.orderId}</span>
        </div>
        <StatusBadge status={order.status} />
      </header>
      {order.status === 'paid' && (
        <p className="cash-result cash-result--ok" data-testid="order-credited">
          {t(order.kind === 'deposit' ? 'cashier.order.credited' : 'cashier.order.paidOut')} <Money minor={(order.creditedMinor ?? 0) - (order.kind === 'deposit' ? order.feeMinor : 0)} currency={order.currency} />
        </p>
      )}
      {order.reason && !open && order.status !== 'paid' && <p className="cash-result cash-result--bad">{t(`cashier.reason.${order.reason}`, { defaultValue: order.reason })}</p>}
      {open && order.eft && <EftInstructions order={order} />}
      {open && order.checkoutUrl && <CheckoutPanel url={order.checkoutUrl} embedded={isPc} onDone={reload} />}
      {order.coin && open && <CoinPanel order={order} />}
      <ol className="cash-timeline" aria-label={t('cashier.order.timeline')}>
        {order.timeline.map((e, i) => (
          <li key={`${e.status}-${i}`}>
            <span>{t(`cashier.status.${e.status}`)}</span>
            <time dateTime={e.at}>{time(e.at)}</time>
          </li>
        ))}
      </ol>
      <Link className="cash-link" to="/kisiselBilgiler/transactions">
        {t('routes.Transactions')} ›
      </Link>
    </section>
  );
}
