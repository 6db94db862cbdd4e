import { PlaceholderPage } from '../components/placeholder-page';

export default function PersonalPage() {
  return <PlaceholderPage titleKey="routes.personal" testId="account-personal" />;
}
