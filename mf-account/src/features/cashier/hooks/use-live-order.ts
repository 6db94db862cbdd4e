import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type CashierOrderDetail } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';

const OPEN = new Set(['created', 'pending', 'review']);
/** Fallback polling while the order is open (the push stream may be down or not yet open). */
const POLL_MS = 10_000;

/**
 * An order that stays current without a reload: refetched when the server pushes
 * `cashier:order-updated` for it, and polled slowly while it is open.
 */
export function useLiveOrder(orderId: string, coin = false) {
  const [order, setOrder] = useState<CashierOrderDetail | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const latest = useRef(0);

  const load = useCallback(() => {
    const id = ++latest.current;
    (coin ? cashierApi.coinOrderDetail(orderId) : cashierApi.orderDetail(orderId)).then(
      (o) => {
        if (id !== latest.current) return;
        setOrder(o);
        setStatus('ready');
      },
      () => id === latest.current && setStatus((s) => (s === 'ready' ? s : 'error')),
    );
  }, [orderId, coin]);

  useEffect(() => {
    setStatus('loading');
    setOrder(null);
    load();
    const sub = bus.on('cashier:order-updated').subscribe((u) => u.orderId === orderId && load());
    return () => sub.unsubscribe();
  }, [orderId, load]);

  const open = order ? OPEN.has(order.status) : false;
  useEffect(() => {
    if (!open) return undefined;
    const timer = setInterval(load, coin ? 4_000 : POLL_MS);
    return () => clearInterval(timer);
  }, [open, load, coin]);

  return { order, status, reload: load };
}
