import { CASHIER_NS, cashierApi, CashierPage, OrderPanel } from '../features/cashier';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Link, useSearchParams } from '@casino/shared';

/** Mobile recharge-detail: one order's live status (the latest deposit when none is named, e.g. back from the hosted checkout). */
export default function RechargeDetailPage() {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const [search] = useSearchParams();
  const named = search.get('orderId');
  const [latest, setLatest] = useState<string | null | undefined>(named ? named : undefined);
  // Opened from the deposit form, scrolled down on a phone: the order starts at its top, not on an empty screen.
  // In braces: Chromium's scrollTo returns a promise, which React would take for the effect's clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [named]);
  useEffect(() => {
    if (named) return setLatest(named);
    cashierApi.record({ page: 1, pageSize: 1, kind: 'deposit' }).then((r) => setLatest(r.list[0]?.orderId ?? null), () => setLatest(null));
    return undefined;
  }, [named]);
  return (
    <CashierPage titleKey="routes.RechargeDetail" testId="account-recharge-detail">
      {latest === undefined ? <Spinner /> : latest === null ? <p className="cash-empty">{t('cashier.history.empty')}</p> : <OrderPanel orderId={latest} coin={search.get('coin') === '1'} />}
      <Link className="cash-ghost" to="/kisiselBilgiler/recharge">
        {t('cashier.recharge.again')}
      </Link>
    </CashierPage>
  );
}
