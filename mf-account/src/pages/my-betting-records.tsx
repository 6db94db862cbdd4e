import { BettingRecords } from '../features/records';

export default function MyBettingRecordsPage() {
  return <BettingRecords />;
}
