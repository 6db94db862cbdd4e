import { KycPage } from '../features/kyc';

/** kisiselBilgiler/kimlik: identity verification (KYC). */
export default function Kimlik() {
  return <KycPage />;
}
