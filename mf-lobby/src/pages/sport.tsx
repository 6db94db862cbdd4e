import { SportFrame } from '../features/sport';
import '../features/games/lobby.css';

/** /sport (Spor): the sportsbook in a frame. */
export default function SportPage() {
  return <SportFrame />;
}
