import { proxy } from 'valtio';
import type { GlobalState } from '../contracts/user';
import { recordInstance } from '../diagnostics';

export const globalDefaults = (): GlobalState => ({
  isLoading: false,
  menuIndex: '',
  labelList: [],
  gameData: { categoryList: [] },
  activeLabel: '',
  isPc: true,
});

/** Global UI state; not persisted (activeLabel in particular). */
export const globalStore = proxy<GlobalState>(globalDefaults());
recordInstance('globalStore');
