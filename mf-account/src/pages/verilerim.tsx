import { DataExportPage } from '../features/data-rights';

export default function Verilerim() {
  return <DataExportPage />;
}
