import { Route, Routes } from 'react-router-dom';
import ReleasePage from './release-page';
import VersionsScreen from './versions-screen';

/** `/versions`: the list; `/versions/:remote`: the release page of one remote. */
const VersionsRoutes = () => (
  <Routes>
    <Route index element={<VersionsScreen />} />
    <Route path=":remote" element={<ReleasePage />} />
  </Routes>
);

export default VersionsRoutes;
