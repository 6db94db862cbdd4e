import { useState } from 'react';
import { useParams } from '@casino/shared';
import { GameFrame, GameFront } from '../features/games';
import '../features/games/lobby.css';

/** gamePlayingFront/{id}: the game's front page (real money or demo); the demo plays here, with real play one tap away. */
export default function GamePlayingFrontPage() {
  const { id = '' } = useParams();
  const gameId = Number(id);
  const [demo, setDemo] = useState(false);
  if (!demo) return <GameFront gameId={gameId} onDemo={() => setDemo(true)} />;
  return <GameFrame gameId={gameId} isReal={0} />;
}
