import { BettingRecords } from '../features/records/components/betting-records';

export default function MyBettingRecordsPage() {
  return <BettingRecords />;
}
