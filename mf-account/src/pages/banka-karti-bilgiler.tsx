import { BankCards } from '../features/cashier/components/bank-cards';
import { CashierPage } from '../features/cashier/components/cashier-page';

export default function BankaKartiBilgilerPage() {
  return (
    <CashierPage titleKey="routes.bankaKartiBilgiler" testId="account-banka-karti-bilgiler">
      <BankCards />
    </CashierPage>
  );
}
