import { ProfileSummary } from '../features/profile';

export default function PersonalPage() {
  return <ProfileSummary testId="account-personal" />;
}
