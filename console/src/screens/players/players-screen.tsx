import { Route, Routes } from 'react-router-dom';
import { Player360 } from './player-360';
import { PlayerSearch } from './player-search';

/** Find a player (`/players`), then the player 360 (`/players/:userId/:tab`). */
const PlayersScreen = () => (
  <Routes>
    <Route index element={<PlayerSearch />} />
    <Route path=":userId/*" element={<Player360 />} />
  </Routes>
);

export default PlayersScreen;
