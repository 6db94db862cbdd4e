import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, pddTimeLeft, useGlobal, usePddPrize, type PddWinner, useNavigate } from '@casino/shared';
import { pddApi } from '../api/pdd-api';
import './pdd.css';

/** pdd: the invite-to-unlock prize: progress, helpers, the countdown, the withdrawal and the winners' ticker. */
export function PddPage() {
  const { t } = useTranslation('mailRewards');
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const navigate = useNavigate();
  const [winners, setWinners] = useState<PddWinner[]>([]);
  const loadWinners = useCallback(() => void pddApi.winners().then(setWinners, () => setWinners([])), []);
  const { prize, failed, busy, now, percent: pct, load, withdraw } = usePddPrize({
    fetchPrize: pddApi.prize,
    withdrawPrize: pddApi.withdraw,
    paidMessage: (amountMinor) => t('pdd.paid', { amount: fmt.money(amountMinor) }),
    onLoad: loadWinners,
  });

  if (failed) {
    return (
      <section className="pdd" data-testid="mail-rewards-pdd">
        <p role="alert">{t('pdd.error')}</p>
        <button type="button" className="pdd__ghost" onClick={load}>
          {t('pdd.retry')}
        </button>
      </section>
    );
  }
  if (!prize) return <section className="pdd pdd--loading" data-testid="mail-rewards-pdd" aria-busy="true" />;

  return (
    <section className={`pdd${isPc ? '' : ' pdd--mobile'}`} data-testid="mail-rewards-pdd">
      <div className="pdd__card">
        <p className="pdd__eyebrow">{t('pdd.title')}</p>
        <p className="pdd__target">{fmt.money(prize.targetMinor)}</p>
        <div className="pdd__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(pct)} aria-label={t('pdd.progress')} data-testid="pdd-progress">
          <span style={{ transform: `scaleX(${pct / 100})` }} />
        </div>
        <p className="pdd__figures">
          <strong>{fmt.money(prize.progressMinor)}</strong> / {fmt.money(prize.targetMinor)}
        </p>
        <p className="pdd__status" data-testid="pdd-status" data-status={prize.status}>
          {prize.status === 'open' && t('pdd.needed', { count: prize.helpersNeeded })}
          {prize.status === 'completed' && t('pdd.completed')}
          {prize.status === 'paid' && t('pdd.paidStatus')}
          {prize.status === 'expired' && t('pdd.expired')}
        </p>
        {prize.status === 'open' && (
          <p className="pdd__countdown">
            {t('pdd.endsIn')} <time dateTime={prize.expireTime} data-testid="pdd-countdown">{pddTimeLeft(prize.expireTime, now)}</time>
          </p>
        )}
        <div className="pdd__actions">
          {prize.status === 'completed' ? (
            <button type="button" className="pdd__gold" onClick={() => void withdraw()} disabled={busy} data-testid="pdd-withdraw">
              {t('pdd.withdraw')}
            </button>
          ) : (
            <button type="button" className="pdd__gold" onClick={() => navigate('/share')} data-testid="pdd-invite">
              {t('pdd.invite')}
            </button>
          )}
        </div>
      </div>
      <h2 className="pdd__h2">{t('pdd.helpers')}</h2>
      {prize.helpers.length === 0 ? (
        <p className="pdd__muted" data-testid="pdd-no-helpers">
          {t('pdd.noHelpers')}
        </p>
      ) : (
        <ul className="pdd__list" data-testid="pdd-helpers">
          {prize.helpers.map((h, i) => (
            <li key={`${h.createTime}-${i}`}>
              <span>{h.name}</span>
              <strong>{fmt.money(h.amountMinor, { sign: 'always' })}</strong>
            </li>
          ))}
        </ul>
      )}
      {winners.length > 0 && (
        <>
          <h2 className="pdd__h2">{t('pdd.winners')}</h2>
          <ul className="pdd__list" data-testid="pdd-winners">
            {winners.slice(0, 5).map((w, i) => (
              <li key={`${w.paidTime}-${i}`}>
                <span>{t('pdd.winner', { name: w.name })}</span>
                <strong>{fmt.money(w.amountMinor)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
