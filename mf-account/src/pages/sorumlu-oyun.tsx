import { ProtectionPage } from '../features/protection';

export default function SorumluOyun() {
  return <ProtectionPage />;
}
