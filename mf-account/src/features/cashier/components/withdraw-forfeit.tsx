import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusApi } from '@casino/shared';
import { CASHIER_NS } from '../i18n';

/** Withdrawing while a bonus runs: the explicit confirmation, then the forfeit (`/bonus/forfeit`), then the withdrawal goes on. */
export function WithdrawForfeit({ bonusId, onForfeited, onCancel }: { bonusId: number; onForfeited: () => void; onCancel: () => void }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);
  const confirm = async () => {
    setBusy(true);
    try {
      await bonusApi.forfeit(bonusId);
      // The bonus money is gone: the header's balance and the page's bonus notice follow.
      bonusApi.announceBalance();
      onForfeited();
    } catch {
      // Toasted by the API client; the withdrawal is not sent.
      setBusy(false);
    }
  };
  return (
    <div className="cash-overlay" role="presentation">
      <div className="cash-dialog" role="alertdialog" aria-modal="true" aria-labelledby="withdraw-forfeit-title" aria-describedby="withdraw-forfeit-body" data-testid="withdraw-forfeit">
        <h2 id="withdraw-forfeit-title">{t('cashier.withdraw.forfeitTitle')}</h2>
        <p id="withdraw-forfeit-body">{t('cashier.withdraw.forfeitBody')}</p>
        <div className="cash-dialog__actions">
          <button ref={cancel} type="button" className="cash-ghost" onClick={onCancel} disabled={busy}>
            {t('cashier.withdraw.forfeitCancel')}
          </button>
          <button type="button" className="cash-primary" onClick={() => void confirm()} disabled={busy} data-testid="withdraw-forfeit-confirm">
            {t('cashier.withdraw.forfeitConfirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
