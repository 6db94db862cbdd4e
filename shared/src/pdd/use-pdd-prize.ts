import { useCallback, useEffect, useState } from 'react';
import { bus } from '../bus/bus';
import type { PddPrize, PddWithdrawResult } from '../contracts/pdd';

/** hh:mm:ss left until `iso` (0 when past). */
export const pddTimeLeft = (iso: string, nowMs: number): string => {
  const s = Math.max(0, Math.floor((Date.parse(iso) - nowMs) / 1000));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
};

export interface PddPrizeSource {
  /** `/pddPrizeConfig/getPrize` (the remote's own API module). */
  fetchPrize: () => Promise<PddPrize>;
  /** `/pddPrizeConfig/getWithdrawPrize`. */
  withdrawPrize: () => Promise<PddWithdrawResult>;
  /** The success toast's text for the paid amount. */
  paidMessage: (amountMinor: number) => string;
  /** Called with every (re)load, e.g. to reload a winners list beside the prize. */
  onLoad?: () => void;
}

/**
 * The pdd prize as a screen shows it (the mail-rewards pdd page, the account's share card): loaded once,
 * reloaded live when a friend's help is pushed (`pdd:progress-changed`), a clock for the countdown, and the
 * withdrawal (balance and toast on the bus, then a reload). A failed load sets `failed`; `load` retries.
 */
export function usePddPrize({ fetchPrize, withdrawPrize, paidMessage, onLoad }: PddPrizeSource) {
  const [prize, setPrize] = useState<PddPrize | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(() => {
    setFailed(false);
    fetchPrize().then(setPrize, () => setFailed(true));
    onLoad?.();
  }, [fetchPrize, onLoad]);
  useEffect(load, [load]);
  // Live: a push refreshes the prize; a failed refresh keeps the one shown.
  useEffect(() => {
    const sub = bus.on('pdd:progress-changed').subscribe(() => fetchPrize().then(setPrize, () => undefined));
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      sub.unsubscribe();
      clearInterval(timer);
    };
  }, [fetchPrize]);

  const withdraw = async () => {
    setBusy(true);
    try {
      const paid = await withdrawPrize();
      bus.emit('wallet:balance-changed', { totalAssetsMinor: paid.totalAssets });
      bus.emit('ui:toast-requested', { kind: 'success', message: paidMessage(paid.amountMinor) });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
      load();
    }
  };

  const percent = prize ? Math.min(100, (prize.progressMinor / prize.targetMinor) * 100) : 0;
  return { prize, failed, busy, now, percent, load, withdraw };
}
