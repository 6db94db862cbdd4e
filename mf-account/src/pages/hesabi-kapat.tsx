import { CloseAccountPage } from '../features/data-rights';

export default function HesabiKapat() {
  return <CloseAccountPage />;
}
