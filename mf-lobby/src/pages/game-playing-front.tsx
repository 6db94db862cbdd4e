import { useParams } from '@casino/shared';
import { GameFrame } from '../features/games/components/game-frame';
import '../features/games/lobby.css';

/** gamePlayingFront/{id}: the demo of a game. */
export default function GamePlayingFrontPage() {
  const { id = '' } = useParams();
  return <GameFrame gameId={Number(id)} isReal={0} />;
}
