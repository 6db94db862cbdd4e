import { SupportPage } from '../features/support/components/support-page';

export default function CustomerServicePage() {
  return <SupportPage />;
}
