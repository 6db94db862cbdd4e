import { SupportPage } from '../features/support';

export default function CustomerServicePage() {
  return <SupportPage />;
}
