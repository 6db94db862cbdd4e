import { SharePage } from '../features/share';

export default function Share() {
  return <SharePage />;
}
