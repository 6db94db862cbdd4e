import { KycPage } from '../features/kyc/components/kyc-page';

/** kisiselBilgiler/kimlik: identity verification (KYC). */
export default function Kimlik() {
  return <KycPage />;
}
