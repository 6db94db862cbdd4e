import { CASHIER_NS, CashierHistory, CashierPage, Money, StatusBadge, WithdrawForm } from '../features/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, type CashierOrder } from '@casino/shared';
import { WithdrawBonusNotice } from '../features/bonus';

/** withdrawl: the withdraw form, the request just made, and the recent withdrawals (live). */
export default function WithdrawlPage() {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const [created, setCreated] = useState<CashierOrder | null>(null);
  return (
    <CashierPage titleKey="routes.withdrawl" testId="account-withdrawl">
      {created && (
        <p className="cash-result cash-result--ok" role="status" data-testid="withdraw-created">
          {t(created.status === 'review' ? 'cashier.withdraw.createdReview' : 'cashier.withdraw.created')} <Money minor={created.amountMinor} currency={created.currency} /> <StatusBadge status={created.status} />
          {created.status === 'review' && created.reviewExpectedBy && (
            <span className="cash-row__why" data-testid="withdraw-review-eta">
              {t('cashier.withdraw.createdReviewEta', { time: fmt.date(created.reviewExpectedBy, 'dateTime') })}
            </span>
          )}
        </p>
      )}
      <WithdrawBonusNotice />
      <WithdrawForm onCreated={setCreated} />
      <h2 className="cash-h2">{t('cashier.history.recentWithdrawals')}</h2>
      <CashierHistory kind="withdrawal" compact />
    </CashierPage>
  );
}
