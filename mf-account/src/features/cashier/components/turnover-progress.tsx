import { useTranslation } from 'react-i18next';
import { useFormat, type DepositTurnover } from '@casino/shared';
import { CASHIER_NS } from '../i18n';

/** The play that unlocks the rest of the cash (deposit turnover), as a bar like the bonus's wagering bar. Nothing while nothing is held back. */
export function TurnoverProgress({ turnover, currency }: { turnover: DepositTurnover; currency: string }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  if (turnover.remainingMinor <= 0 || turnover.lockedMinor <= 0) return null;
  const percent = turnover.requiredMinor > 0 ? Math.min(100, Math.floor((turnover.doneMinor * 100) / turnover.requiredMinor)) : 0;
  const money = (minor: number) => fmt.money(minor, { currency });
  return (
    <div className="cash-turnover" data-testid="turnover-progress">
      <div className="cash-turnover__label">
        <strong>{t('cashier.withdraw.turnoverTitle')}</strong>
        <span data-testid="turnover-done">{t('cashier.withdraw.turnoverDone', { done: money(turnover.doneMinor), required: money(turnover.requiredMinor) })}</span>
      </div>
      <div className="cash-turnover__bar" role="progressbar" aria-label={t('cashier.withdraw.turnoverTitle')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="cash-muted" data-testid="turnover-body">
        {t('cashier.withdraw.turnoverBody', { multiplier: turnover.multiplierBps / 10_000, remaining: money(turnover.remainingMinor), locked: money(turnover.lockedMinor) })}
      </p>
    </div>
  );
}
