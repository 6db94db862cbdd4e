import { ProfileSummary } from '../features/profile';

/** Default page of kisiselBilgiler: the same user state and entries as personal. */
export default function KisiselBilgilerPage() {
  return <ProfileSummary testId="account-kisisel-bilgiler" />;
}
