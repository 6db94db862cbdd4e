import { SportFrame } from '../features/sport/components/sport-frame';
import '../features/games/lobby.css';

/** /sport (Spor): the sportsbook in a frame. */
export default function SportPage() {
  return <SportFrame />;
}
