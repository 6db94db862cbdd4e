import { PlaceholderPage } from '../components/placeholder-page';

export default function PasswordResetPage() {
  return <PlaceholderPage titleKey="routes.passwordReset" testId="account-password-reset" />;
}
