import { PlaceholderPage } from '../components/placeholder-page';

export default function MenuPage() {
  return <PlaceholderPage titleKey="routes.Menu" testId="lobby-menu" />;
}
