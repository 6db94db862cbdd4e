import { PlaceholderPage } from '../components/placeholder-page';

export default function SharePage() {
  return <PlaceholderPage titleKey="routes.share" testId="account-share" />;
}
