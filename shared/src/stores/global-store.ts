import { proxy } from 'valtio';
import type { GlobalState } from '../contracts/user';
import { recordInstance } from '../diagnostics';
import { DEFAULT_PHONE_MARKET } from '../format/phone';

export const globalDefaults = (): GlobalState => ({
  isLoading: false,
  menuIndex: '',
  labelList: [],
  gameData: { categoryList: [] },
  activeLabel: '',
  isPc: true,
  menuBadges: {},
  // No currency until the page knows its market: the shell sets the market's (or the player's) before any remote renders.
  currency: '',
  market: DEFAULT_PHONE_MARKET,
});

/** Global UI state; not persisted (activeLabel in particular). */
export const globalStore = proxy<GlobalState>(globalDefaults());
recordInstance('globalStore');

/** Sets the count shown on a route's menu entry (0 hides it). */
export const setMenuBadge = (routeName: string, count: number): void => {
  if ((globalStore.menuBadges[routeName] ?? 0) !== count) globalStore.menuBadges = { ...globalStore.menuBadges, [routeName]: count };
};
