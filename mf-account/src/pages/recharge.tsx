import { CASHIER_NS, CashierHistory, CashierPage, OrderPanel, RechargeForm } from '../features/cashier';
import { useTranslation } from 'react-i18next';
import { useGlobal, useNavigate, useSearchParams } from '@casino/shared';
import { DepositAgeGate } from '../features/protection';

/** Recharge (the header balance opens it): the form, or (desktop) the order just created with its live status. */
export default function RechargePage() {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { isPc } = useGlobal();
  const orderId = search.get('orderId');
  // Where the gateway's hosted page sends the player back (mobile redirect) or talks to (desktop frame).
  const returnUrl = `${window.location.origin}/kisiselBilgiler/${isPc ? 'recharge' : 'recharge-detail'}`;
  return (
    <CashierPage titleKey="routes.Recharge" testId="account-recharge">
      {orderId ? (
        <>
          <OrderPanel orderId={orderId} coin={orderId.startsWith('D') && search.get('coin') === '1'} />
          <button type="button" className="cash-ghost" onClick={() => setSearch({})} data-testid="recharge-again">
            {t('cashier.recharge.again')}
          </button>
        </>
      ) : (
        // The age gate covers deposits: 18+ confirmed once before the form.
        <DepositAgeGate>
          <RechargeForm
            returnUrl={returnUrl}
            onCreated={(order) => {
              const query = `orderId=${order.orderId}${order.channel === 'usdt' ? '&coin=1' : ''}`;
              if (isPc) setSearch(query);
              else void navigate(`/kisiselBilgiler/recharge-detail?${query}`);
            }}
          />
        </DepositAgeGate>
      )}
      <h2 className="cash-h2">{t('cashier.history.recentDeposits')}</h2>
      <CashierHistory kind="deposit" compact />
    </CashierPage>
  );
}
