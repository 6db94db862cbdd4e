// The feature's public face: other features, pages and widgets import it only from here (eslint.config.mjs,
// feature boundaries). Named re-exports only: the build declares this file free of side effects, so an importer
// gets the modules it names and no others (tools/webpack/index.cjs).
export { fetchByCategory, fetchFavoriteGames, fetchRecentGames, searchGamesPage } from './api/games-api';
export { AgeGate } from './components/age-gate';
export { LAUNCH_GATE_CODES, launchGateOf } from './lib/launch-gates';
export { BannerSlot } from './components/banner-slot';
export { CategoryRow } from './components/category-row';
export { GameCard } from './components/game-card';
export { MemberGate } from './components/member-gate';
export { GameFrame } from './components/game-frame';
export { GameFront } from './components/game-front';
export { GameGrid } from './components/game-grid';
export { FAVORITES_LABEL, LabelTabs, labelMatches } from './components/label-tabs';
export { ProviderRow } from './components/provider-row';
export { CardSkeletons } from './components/skeleton';
export { ErrorPanel } from './components/state-panels';
export { ZeroBalanceNotice } from './components/zero-balance-notice';
export { useCatalogue } from './hooks/use-catalogue';
export { useGameSearch } from './hooks/use-game-search';
export { useInfiniteGames } from './hooks/use-infinite-games';
export { useRealWallet } from './hooks/use-real-wallet';
