import { ProfileSummary } from '../features/profile/components/profile-summary';

export default function PersonalPage() {
  return <ProfileSummary testId="account-personal" />;
}
