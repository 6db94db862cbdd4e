import { PlaceholderPage } from '../components/placeholder-page';

export default function GamePlayingFrontPage() {
  return <PlaceholderPage titleKey="routes.gamePlayingFront" testId="lobby-game-playing-front" />;
}
