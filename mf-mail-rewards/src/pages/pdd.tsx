import { PddPage as Pdd } from '../features/pdd';

export default function PddPage() {
  return <Pdd />;
}
