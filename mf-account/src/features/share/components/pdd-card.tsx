import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatMoney, useUser, type Lang, type PddPrize } from '@casino/shared';
import { shareApi } from '../api/share-api';
import { SHARE_NS } from '../i18n';

const money = (minor: number, lang: Lang) => `₺${formatMoney(minor, lang)}`;
/** hh:mm:ss left until `iso` (0 when past). */
export const leftOf = (iso: string, nowMs: number): string => {
  const s = Math.max(0, Math.floor((Date.parse(iso) - nowMs) / 1000));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
};

/**
 * The pdd prize on the share screen (mobile: the pdd route reuses the share screen, spec section 2):
 * target, progress, friends still needed, the countdown and the withdrawal. Live: a friend's help
 * arrives as a push (pdd:progress-changed) and the card reloads.
 */
export function PddCard() {
  const { t } = useTranslation(SHARE_NS, { nsMode: 'fallback' });
  const { lang } = useUser();
  const [prize, setPrize] = useState<PddPrize | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(() => {
    setFailed(false);
    shareApi.prize().then(setPrize, () => setFailed(true));
  }, []);
  useEffect(() => {
    load();
    const sub = bus.on('pdd:progress-changed').subscribe(load);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      sub.unsubscribe();
      clearInterval(timer);
    };
  }, [load]);

  const withdraw = async () => {
    setBusy(true);
    try {
      const paid = await shareApi.withdrawPrize();
      bus.emit('wallet:balance-changed', { totalAssetsMinor: paid.totalAssets });
      bus.emit('ui:toast-requested', { kind: 'success', message: t('share.pdd.paid', { amount: money(paid.amountMinor, lang) }) });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
      load();
    }
  };

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
  const pct = Math.min(100, (prize.progressMinor / prize.targetMinor) * 100);
  return (
    <div className="share__card share-pdd" data-testid="pdd-card">
      <p className="share-pdd__eyebrow">{t('share.pdd.title')}</p>
      <p className="share-pdd__target">{money(prize.targetMinor, lang)}</p>
      <div className="share-pdd__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.floor(pct)} aria-label={t('share.pdd.progress')} data-testid="pdd-progress">
        <span style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      <p className="share-pdd__figures" data-testid="pdd-figures">
        <strong>{money(prize.progressMinor, lang)}</strong> / {money(prize.targetMinor, lang)}
      </p>
      <p className="share-pdd__status" data-testid="pdd-status" data-status={prize.status}>
        {prize.status === 'open' && t('share.pdd.needed', { count: prize.helpersNeeded })}
        {prize.status === 'completed' && t('share.pdd.completed')}
        {prize.status === 'paid' && t('share.pdd.paidStatus')}
        {prize.status === 'expired' && t('share.pdd.expired')}
      </p>
      {prize.status === 'open' && (
        <p className="share-pdd__countdown">
          {t('share.pdd.endsIn')} <time dateTime={prize.expireTime} data-testid="pdd-countdown">{leftOf(prize.expireTime, now)}</time>
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
              <strong>+{money(h.amountMinor, lang)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
