import { useTranslation } from 'react-i18next';
import { useFormat, type VipCashbackPayment } from '@casino/shared';
import { VIP_NS } from '../i18n';

const DAY_MS = 86_400_000;
/** Noon UTC of an Istanbul calendar day (YYYY-MM-DD) is that same day in Istanbul: safe to format as a date. */
const middayOf = (day: string, plusDays = 0): number => Date.parse(`${day}T12:00:00Z`) + plusDays * DAY_MS;

/**
 * The last weekly cashback paid (`lastCashback` of /vip/getVipInfo): its amount, the Istanbul
 * week (Monday to Sunday) it was for, whether it came as cash or as bonus money, and how it was computed; or,
 * before any was paid, how it works. Every number is the server's.
 */
export function VipCashback({ payment }: { payment: VipCashbackPayment | null }) {
  const { t } = useTranslation(VIP_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  return (
    <section className="vip__cashback" data-testid="vip-cashback" aria-labelledby="vip-cashback-title">
      <h2 id="vip-cashback-title" className="vip__h2">
        {t('vip.lastCashback.title')}
      </h2>
      {payment === null ? (
        <p className="vip__muted" data-testid="vip-cashback-none">
          {t('vip.lastCashback.none')}
        </p>
      ) : (
        <div className="vip__cashback-row">
          <strong className="vip__cashback-amount" data-testid="vip-cashback-amount">
            {fmt.money(payment.amountMinor)}
          </strong>
          <span className={`vip__cashback-as vip__cashback-as--${payment.creditAs}`} data-testid="vip-cashback-as">
            {t(`vip.lastCashback.as.${payment.creditAs}`)}
          </span>
          <span data-testid="vip-cashback-week">
            {t('vip.lastCashback.week', { from: fmt.date(middayOf(payment.weekStart), 'dayMonth'), to: fmt.date(middayOf(payment.weekStart, 6), 'longDate') })}
          </span>
          <small className="vip__cashback-detail">
            {t('vip.lastCashback.detail', { loss: fmt.money(payment.netLossMinor), rate: fmt.bps(payment.cashbackBps), date: fmt.date(payment.paidTime, 'date') })}
          </small>
        </div>
      )}
    </section>
  );
}
