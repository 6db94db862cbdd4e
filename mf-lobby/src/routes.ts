import type { RemoteManifest } from '@casino/shared';
import { NAMESPACE, lobbyMessages } from './messages';

const both = ['desktop', 'mobile'] as const;

/** Routes owned by the lobby team (spec section 2), as data for the shell. */
const manifest: RemoteManifest = {
  namespace: NAMESPACE,
  messages: lobbyMessages,
  routes: [
    { path: '', name: 'Home', titleKey: 'lobby:routes.Home', layouts: [...both], order: 0, icon: 'home', load: () => import('./pages/home') },
    { path: 'sport', name: 'Sport', titleKey: 'lobby:routes.Sport', layouts: [...both], order: 5, icon: 'sport', load: () => import('./pages/sport') },
    { path: 'menu', name: 'Menu', titleKey: 'lobby:routes.Menu', hideInMenu: true, layouts: ['mobile'], order: 6, load: () => import('./pages/menu') },
    { path: 'favorite', name: 'Favorite', titleKey: 'lobby:routes.Favorite', layouts: ['mobile'], order: 7, icon: 'favorite', load: () => import('./pages/favorite') },
    { path: 'recentGameRecords', name: 'RecentGameRecords', titleKey: 'lobby:routes.RecentGameRecords', layouts: [...both], order: 10, icon: 'recent', load: () => import('./pages/recent-game-records') },
    { path: 'searchGarm', name: 'SearchGarm', titleKey: 'lobby:routes.SearchGarm', hideInMenu: true, layouts: [...both], order: 90, load: () => import('./pages/search-garm') },
    { path: 'gamePlaying/:id/:isReal?', name: 'gamePlaying', titleKey: 'lobby:routes.gamePlaying', hideInMenu: true, layouts: ['desktop'], order: 91, load: () => import('./pages/game-playing') },
    { path: 'gamePlaying/:id/:isReal', name: 'gamePlaying', titleKey: 'lobby:routes.gamePlaying', hideInMenu: true, layouts: ['mobile'], order: 91, load: () => import('./pages/game-playing') },
    { path: 'gamePlayingFront/:id', name: 'gamePlayingFront', titleKey: 'lobby:routes.gamePlayingFront', hideInMenu: true, layouts: [...both], order: 92, load: () => import('./pages/game-playing-front') },
    { path: 'gameAll/:cid/:name/:id?', name: 'gameAll', titleKey: 'lobby:routes.gameAll', hideInMenu: true, layouts: [...both], order: 93, load: () => import('./pages/game-all') },
  ],
};

export default manifest;