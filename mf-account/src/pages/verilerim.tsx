import { DataExportPage } from '../features/data-rights/components/data-export-page';

export default function Verilerim() {
  return <DataExportPage />;
}
