import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, useFormat, type TBonusView } from '@casino/shared';
import { BONUS_NS } from '../i18n';

/** The explicit confirmation before a forfeit: says what goes (the bonus money, its winnings, the progress) and what stays (cash). */
export function ForfeitDialog({ bonus, busy, onConfirm, onCancel }: { bonus: TBonusView; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const panel = useRef<HTMLDivElement>(null);
  // The safe choice (Cancel, the first button) has the focus, kept in the dialog; Escape cancels.
  useFocusTrap(panel, { onEscape: onCancel });
  return (
    <div className="bonus-overlay" role="presentation">
      <div ref={panel} className="bonus-dialog" role="alertdialog" aria-modal="true" aria-labelledby="bonus-forfeit-title" aria-describedby="bonus-forfeit-body" data-testid="forfeit-dialog">
        <h2 id="bonus-forfeit-title">{t('bonus.forfeit.title', { title: bonus.title })}</h2>
        <div id="bonus-forfeit-body">
          <p>{t('bonus.forfeit.lost', { amount: fmt.money(bonus.balanceMinor) })}</p>
          <p>{t('bonus.forfeit.progress', { percent: fmt.percent(bonus.progressPercent) })}</p>
          <p className="bonus-dialog__kept">{t('bonus.forfeit.kept')}</p>
          <p className="bonus-dialog__warn">{t('bonus.forfeit.final')}</p>
        </div>
        <div className="bonus-dialog__actions">
          <button type="button" className="bonus-btn" onClick={onCancel} disabled={busy}>
            {t('bonus.forfeit.cancel')}
          </button>
          <button type="button" className="bonus-btn bonus-btn--danger" onClick={onConfirm} disabled={busy} data-testid="forfeit-confirm">
            {t('bonus.forfeit.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
