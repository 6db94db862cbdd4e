import { PlaceholderPage } from '../components/placeholder-page';

export default function GameAllPage() {
  return <PlaceholderPage titleKey="routes.gameAll" testId="lobby-game-all" />;
}
