import { PddPage as Pdd } from '../features/pdd/components/pdd-page';

export default function PddPage() {
  return <Pdd />;
}
