import { ProtectionPage } from '../features/protection/components/protection-page';

export default function SorumluOyun() {
  return <ProtectionPage />;
}
