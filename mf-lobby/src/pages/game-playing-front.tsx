import { useParams } from 'react-router-dom';
import { GameFrame } from '../features/games/components/game-frame';
import '../features/games/lobby.css';

/** gamePlayingFront/{id}: the demo of a game. */
export default function GamePlayingFrontPage() {
  const { id = '' } = useParams();
  return <GameFrame gameId={Number(id)} isReal={0} />;
}
