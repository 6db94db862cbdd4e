import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useGlobal } from '@casino/shared';
import { CASHIER_NS, ensureCashierMessages } from '../i18n';
import './cashier.css';

/** The frame of every cashier screen: loads the cashier's texts, then the title and the content. */
export function CashierPage({ titleKey, testId, children }: { titleKey: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const { isPc } = useGlobal();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    ensureCashierMessages()
      .catch((error: unknown) => console.warn('[account] cashier messages failed', error))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className={`cash-page${isPc ? '' : ' cash-page--mobile'}`} data-testid={testId}>
      <h1 className="cash-title">{t(titleKey)}</h1>
      {loaded ? children : <Spinner />}
    </section>
  );
}
