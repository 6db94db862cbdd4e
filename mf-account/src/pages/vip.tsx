import { VipPage } from '../features/vip';

export default function Vip() {
  return <VipPage />;
}
