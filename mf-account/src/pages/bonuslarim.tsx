import { BonusPage } from '../features/bonus/components/bonus-page';

export default function Bonuslarim() {
  return <BonusPage />;
}
