import { BankCards, CashierPage } from '../features/cashier';

export default function BankaKartiBilgilerPage() {
  return (
    <CashierPage titleKey="routes.bankaKartiBilgiler" testId="account-banka-karti-bilgiler">
      <BankCards />
    </CashierPage>
  );
}
