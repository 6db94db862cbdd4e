import { PlaceholderPage } from '../components/placeholder-page';

export default function CustomerServicePage() {
  return <PlaceholderPage titleKey="routes.CustomerService" testId="account-customer-service" />;
}
