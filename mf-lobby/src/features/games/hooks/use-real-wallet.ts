import { useCallback, useEffect, useState } from 'react';
import { ApiError, bus, patchUser, toUserFields, useUser, type GameUrlResult } from '@casino/shared';
import { fetchUserInfo, sandboxTopUp } from '../api/wallet-api';

export type TTopUp = 'idle' | 'busy' | 'unavailable';

// Once the API said it has no sandbox top-up (production), the page offers Recharge only.
let topUpMissing = false;

const announce = (totalAssetsMinor: number) => bus.emit('wallet:balance-changed', { totalAssetsMinor });

/**
 * Real mode: the wallet opens at the launch (sandbox: with a welcome grant), so after each successful
 * real launch (`realLaunch`, null otherwise) the user info is read again and the header gets the fresh
 * balance. `empty` is true while the known balance is 0 (it follows the frame's balance messages through
 * the store). Demo passes null and makes no call.
 */
export function useRealWallet(realLaunch: GameUrlResult | null, onToppedUp: () => void) {
  const { totalAssets } = useUser();
  const [known, setKnown] = useState(false);
  const [topUp, setTopUp] = useState<TTopUp>(topUpMissing ? 'unavailable' : 'idle');

  useEffect(() => {
    if (!realLaunch) return undefined;
    let live = true;
    fetchUserInfo().then(
      (info) => {
        if (!live || !info) return;
        patchUser(toUserFields(info));
        if (typeof info.totalAssets === 'number') announce(info.totalAssets);
        setKnown(true);
      },
      (error: unknown) => console.warn('[lobby] user info after the launch failed', error),
    );
    return () => {
      live = false;
    };
  }, [realLaunch]);

  const requestTopUp = useCallback(() => {
    setTopUp('busy');
    sandboxTopUp().then(
      (totalAssetsMinor) => {
        patchUser({ totalAssets: totalAssetsMinor });
        announce(totalAssetsMinor);
        setTopUp('idle');
        onToppedUp();
      },
      (error: unknown) => {
        const missing = error instanceof ApiError && (error.state === '404' || error.code === 'NOT_FOUND');
        if (missing) topUpMissing = true;
        setTopUp(missing ? 'unavailable' : 'idle');
      },
    );
  }, [onToppedUp]);

  return { empty: realLaunch !== null && known && totalAssets === 0, topUp, requestTopUp };
}

/** Tests: forget what the API said about the top-up. */
export const resetTopUpMemo = () => {
  topUpMissing = false;
};
