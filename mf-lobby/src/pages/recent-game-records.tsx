import { PlaceholderPage } from '../components/placeholder-page';

export default function RecentGameRecordsPage() {
  return <PlaceholderPage titleKey="routes.RecentGameRecords" testId="lobby-recent-game-records" />;
}
