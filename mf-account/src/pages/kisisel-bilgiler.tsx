import { PlaceholderPage } from '../components/placeholder-page';

export default function KisiselBilgilerPage() {
  return <PlaceholderPage titleKey="routes.kisiselBilgiler" testId="account-kisisel-bilgiler" />;
}
