import { PlaceholderPage } from '../components/placeholder-page';

export default function BankaKartiBilgilerPage() {
  return <PlaceholderPage titleKey="routes.bankaKartiBilgiler" testId="account-banka-karti-bilgiler" />;
}
