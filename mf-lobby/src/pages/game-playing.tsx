import { useParams } from '@casino/shared';
import { GameFrame } from '../features/games';
import '../features/games/lobby.css';

/** gamePlaying/{id}/{isReal}: real mode unless isReal is '0'. */
export default function GamePlayingPage() {
  const { id = '', isReal } = useParams();
  return <GameFrame gameId={Number(id)} isReal={isReal === '0' ? 0 : 1} />;
}
