import { userStore } from './user-store';
import { globalStore } from './global-store';
import { useStore } from './use-store';

export const useUser = () => useStore(userStore);
export const useGlobal = () => useStore(globalStore);
