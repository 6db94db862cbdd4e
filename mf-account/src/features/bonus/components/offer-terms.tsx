import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_NS } from '../i18n';

/** An offer's terms (the server's Turkish text, one rule a line), shown on demand. */
export function OfferTerms({ offerId, terms }: { offerId: number; terms: string }) {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const [open, setOpen] = useState(false);
  const id = `bonus-terms-${offerId}`;
  return (
    <>
      <button type="button" className="bonus-terms-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)} data-testid="bonus-terms-toggle">
        {open ? t('bonus.deposit.hideTerms') : t('bonus.deposit.terms')}
      </button>
      {open && (
        <div id={id} className="bonus-terms" data-testid="bonus-terms">
          {terms.split('\n').map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </>
  );
}
