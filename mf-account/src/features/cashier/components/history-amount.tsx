import { useTranslation } from 'react-i18next';
import type { CashierOrder } from '@casino/shared';
import { CASHIER_NS } from '../i18n';
import { historyAmount } from '../lib/history-amount';
import { Money } from './common';

/** A history row's amount: signed and coloured only for money that moved; the fee under it. */
export function HistoryAmount({ order }: { order: CashierOrder }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const amount = historyAmount(order);
  return (
    <span className={`cash-row__amount cash-row__amount--${amount.tone}`} data-testid="history-amount" data-tone={amount.tone}>
      <span>
        {amount.sign}
        <Money minor={amount.minor} currency={order.currency} />
      </span>
      {amount.feeMinor > 0 && (
        <small className="cash-row__fee" data-testid="history-fee">
          {t('cashier.history.fee')} <Money minor={amount.feeMinor} currency={order.currency} />
        </small>
      )}
    </span>
  );
}
