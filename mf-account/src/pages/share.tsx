import { SharePage } from '../features/share/components/share-page';

export default function Share() {
  return <SharePage />;
}
