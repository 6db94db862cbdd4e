import { PlaceholderPage } from '../components/placeholder-page';

export default function MyBettingRecordsPage() {
  return <PlaceholderPage titleKey="routes.MyBettingRecords" testId="account-my-betting-records" />;
}
