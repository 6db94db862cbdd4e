import { CASHIER_NS } from '../i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The gateway's hosted checkout: embedded in a frame on desktop (the page tells us when it is done;
 * the order itself is confirmed by the server, never by this message), a redirect on mobile.
 */
export function CheckoutPanel({ url, embedded, onDone }: { url: string; embedded: boolean; onDone: () => void }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const origin = new URL(url).origin;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin === origin && (event.data as { type?: string } | null)?.type === 'sandbox-payments:checkout') onDone();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, onDone]);
  if (!embedded) {
    return (
      <div className="cash-checkout">
        <p className="cash-note">{t('cashier.checkout.redirect')}</p>
        <a className="cash-primary" href={url} data-testid="checkout-link">
          {t('cashier.checkout.open')}
        </a>
      </div>
    );
  }
  return <iframe className="cash-checkout__frame" src={url} title={t('cashier.checkout.title')} data-testid="checkout-frame" sandbox="allow-scripts allow-same-origin allow-forms allow-top-navigation-by-user-activation" />;
}
