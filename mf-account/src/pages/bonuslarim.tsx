import { BonusPage } from '../features/bonus';

export default function Bonuslarim() {
  return <BonusPage />;
}
