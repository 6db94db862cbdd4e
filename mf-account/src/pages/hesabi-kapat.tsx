import { CloseAccountPage } from '../features/data-rights/components/close-account-page';

export default function HesabiKapat() {
  return <CloseAccountPage />;
}
