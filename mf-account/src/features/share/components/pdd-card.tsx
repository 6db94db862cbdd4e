import { useTranslation } from 'react-i18next';
import { pddTimeLeft, useFormat, usePddPrize } from '@casino/shared';
import { shareApi } from '../api/share-api';
import { SHARE_NS } from '../i18n';


/**
 * The pdd prize on the share screen (mobile: the pdd route reuses the share screen, spec section 2):
 * target, progress, friends still needed, the countdown and the withdrawal. Live: a friend's help
 * arrives as a push (pdd:progress-changed) and the card reloads.
 */
export function PddCard() {
  const { t } = useTranslation(SHARE_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { prize, failed, busy, now, percent: pct, load, withdraw } = usePddPrize({
    fetchPrize: shareApi.prize,
    withdrawPrize: shareApi.withdrawPrize,
    paidMessage: (amountMinor) => t('share.pdd.paid', { amount: fmt.money(amountMinor) }),
  });

  if (failed) {
    return (
      <div className="share__card share__state" data-testid="pdd-card">
        <p role="alert">{t('share.pdd.error')}</p>
        <button type="button" className="share__ghost" onClick={load}>
          {t('share.retry')}
        </button>
      </div>
    );
  }
  if (!prize) return <div className="share__card share__skeleton" aria-busy="true" data-testid="pdd-card" />;
  return (
    <div className="share__card share-pdd" data-testid="pdd-card">
      <p className="share-pdd__eyebrow">{t('share.pdd.title')}</p>
      <p className="share-pdd__target">{fmt.money(prize.targetMinor)}</p>
      <div className="share-pdd__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(pct)} aria-label={t('share.pdd.progress')} data-testid="pdd-progress">
        <span style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      <p className="share-pdd__figures" data-testid="pdd-figures">
        <strong>{fmt.money(prize.progressMinor)}</strong> / {fmt.money(prize.targetMinor)}
      </p>
      <p className="share-pdd__status" data-testid="pdd-status" data-status={prize.status}>
        {prize.status === 'open' && t('share.pdd.needed', { count: prize.helpersNeeded })}
        {prize.status === 'completed' && t('share.pdd.completed')}
        {prize.status === 'paid' && t('share.pdd.paidStatus')}
        {prize.status === 'expired' && t('share.pdd.expired')}
      </p>
      {prize.status === 'open' && (
        <p className="share-pdd__countdown">
          {t('share.pdd.endsIn')} <time dateTime={prize.expireTime} data-testid="pdd-countdown">{pddTimeLeft(prize.expireTime, now)}</time>
        </p>
      )}
      {prize.status === 'completed' && (
        <button type="button" className="share__primary" onClick={() => void withdraw()} disabled={busy} data-testid="pdd-withdraw">
          {t('share.pdd.withdraw')}
        </button>
      )}
      {prize.helpers.length > 0 && (
        <ul className="share__friends" data-testid="pdd-helpers">
          {prize.helpers.map((h, i) => (
            <li key={`${h.createTime}-${i}`}>
              <span className="share__friend-name">{h.name}</span>
              <strong>{fmt.money(h.amountMinor, { sign: 'always' })}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
