import { PlaceholderPage } from '../components/placeholder-page';

export default function GamePlayingPage() {
  return <PlaceholderPage titleKey="routes.gamePlaying" testId="lobby-game-playing" />;
}
