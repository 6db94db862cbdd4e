import { useEffect, useState } from 'react';
import { bus, type BusEvents } from '@casino/shared';
import './toaster.css';

type Toast = BusEvents['ui:toast-requested'] & { id: number };

const VISIBLE_MS = 4000;
const MAX_TOASTS = 3;

/** Shows the toasts any app requests on the bus (e.g. the API client's error messages): below the header, or at the bottom when asked. */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const sub = bus.on('ui:toast-requested').subscribe((toast) => {
      const id = ++next;
      setToasts((list) => [...list.filter((t) => t.message !== toast.message), { ...toast, id }].slice(-MAX_TOASTS));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, VISIBLE_MS);
      timers.add(timer);
    });
    const cleared = bus.on('ui:toasts-cleared').subscribe(({ kind }) => setToasts((list) => list.filter((t) => t.kind !== kind)));
    return () => {
      sub.unsubscribe();
      cleared.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  const stack = (placement: 'top' | 'bottom') => (
    <div className={`shell-toaster shell-toaster--${placement}`} aria-live="polite" role="status" data-testid={`toaster-${placement}`}>
      {toasts
        .filter((t) => (t.placement ?? 'top') === placement)
        .map((t) => (
          // A tap dismisses a toast, so it never stays over what the player wants to reach.
          <div key={t.id} className={`shell-toast shell-toast--${t.kind}`} data-testid="toast" onClick={() => setToasts((list) => list.filter((x) => x.id !== t.id))}>
            {t.message}
          </div>
        ))}
    </div>
  );
  return (
    <>
      {stack('top')}
      {stack('bottom')}
    </>
  );
}
