import { PlaceholderPage } from '../components/placeholder-page';

export default function RegisterPage() {
  return <PlaceholderPage titleKey="routes.register" testId="account-register" />;
}
