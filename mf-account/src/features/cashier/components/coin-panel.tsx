import { CASHIER_NS } from '../i18n';
import { useTranslation } from 'react-i18next';
import { useFormat, type CashierOrderDetail } from '@casino/shared';
import { clock, useCountdown } from '../hooks/use-countdown';
import { QrCode } from '../../../components/qr-code';
import { CopyButton } from './common';

/** A USDT order: address (QR and copy), network, exact amount, countdown and confirmations. */
export function CoinPanel({ order }: { order: CashierOrderDetail }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const left = useCountdown(order.expiresAt);
  const coin = order.coin;
  if (!coin) return null;
  return (
    <div className="cash-coin" data-testid="coin-panel">
      <QrCode className="cash-qr" text={coin.address} label={t('cashier.coin.qr')} />
      <dl className="cash-eft__rows">
        <div className="cash-eft__row">
          <dt>{t('cashier.coin.network')}</dt>
          <dd>
            {coin.coin} · {coin.network}
          </dd>
        </div>
        <div className="cash-eft__row cash-eft__row--ref">
          <dt>{t('cashier.coin.amount')}</dt>
          <dd>
            <span data-testid="coin-amount">
              {coin.coinAmount} {coin.coin}
            </span>
            <CopyButton value={coin.coinAmount} label={t('cashier.coin.amount')} />
          </dd>
        </div>
        <div className="cash-eft__row">
          <dt>{t('cashier.coin.address')}</dt>
          <dd>
            <span className="cash-mono" data-testid="coin-address">
              {coin.address}
            </span>
            <CopyButton value={coin.address} label={t('cashier.coin.address')} />
          </dd>
        </div>
        <div className="cash-eft__row">
          <dt>{t('cashier.coin.rate')}</dt>
          <dd data-testid="coin-rate">
            1 {coin.coin} = {fmt.number(Number(coin.rate), 4)} {fmt.symbol}
          </dd>
        </div>
      </dl>
      <p className="cash-warn">{t('cashier.coin.warning', { network: coin.network })}</p>
      <p className="cash-countdown" data-testid="coin-confirmations">
        {coin.txHash ? t('cashier.coin.confirming', { n: coin.confirmations, of: coin.confirmationsRequired }) : left ? t('cashier.order.expiresIn', { time: clock(left) }) : t('cashier.order.waiting')}
      </p>
    </div>
  );
}
