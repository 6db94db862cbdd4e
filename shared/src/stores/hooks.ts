import { useSnapshot } from 'valtio';
import { userStore } from './user-store';
import { globalStore } from './global-store';

export const useUser = () => useSnapshot(userStore);
export const useGlobal = () => useSnapshot(globalStore);
