import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, bus, isLoggedIn, patchUser, useUser, type SignInRecord } from '@casino/shared';
import { collectSignIn, fetchSignInRecord } from '../api/sign-in-api';
import '../../../components/ui.css';
import './sign-in.css';

/**
 * The daily sign-in calendar card: the cycle's days with their rewards, the collected ones, today,
 * and the button that collects today's reward (once per Istanbul day).
 */
export function SignInCalendar({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('mailRewards');
  const user = useUser();
  const fmt = useFormat();
  const userId = isLoggedIn(user) ? user.userid : '';
  const [record, setRecord] = useState<SignInRecord | null>(null);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<{ amount: number; asBonus: boolean } | null>(null);
  const [phoneRequired, setPhoneRequired] = useState(false);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      setRecord(await fetchSignInRecord(userId));
      setStatus('ready');
    } catch {
      setStatus('error');
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const collect = async () => {
    setBusy(true);
    try {
      const next = await collectSignIn(userId);
      if (next) {
        setPhoneRequired(false);
        setRecord(next);
        setSuccess({ amount: next.collectedAmount ?? 0, asBonus: next.creditedAs === 'bonus' });
        patchUser({ bSignInToday: true, signInData: { picksNew: next.picksNew, bsignInToday: true } });
        if (next.totalAssets !== undefined) bus.emit('wallet:balance-changed', { totalAssetsMinor: next.totalAssets });
      }
    } catch (error) {
      // A guest (or a member without a verified phone): the reward is bonus money for verified members.
      const needsPhone = (error as { code?: string }).code === 'BONUS_PHONE_REQUIRED';
      setPhoneRequired(needsPhone);
      if (needsPhone) bus.emit('dialog:phone-bind-requested', { mode: 'bind' });
      await load();
    } finally {
      setBusy(false);
    }
  };

  if (status === 'loading') return <section className="mr-signin mr-signin--loading" aria-busy="true" data-testid="signin-calendar" />;
  if (status === 'error' || !record) {
    return (
      <section className="mr-signin" data-testid="signin-calendar">
        <p>{t('signIn.loadFailed')}</p>
        <button type="button" className="mr-btn" onClick={() => void load()}>
          {t('mail.retry')}
        </button>
      </section>
    );
  }
  const collected = new Set(record.picksNew);
  return (
    <section className={`mr-signin ${compact ? 'mr-signin--compact' : ''}`} aria-labelledby="mr-signin-title" data-testid="signin-calendar">
      <header className="mr-signin__head">
        <div>
          <h2 id="mr-signin-title">{t('signIn.title')}</h2>
          <p>{t('signIn.subtitle')}</p>
        </div>
        {record.streak > 0 && <span className="mr-signin__streak">{t('signIn.streak', { count: record.streak })}</span>}
      </header>
      <ol className="mr-signin__days">
        {record.days.map((d) => {
          const isToday = d.day === record.today;
          const done = collected.has(d.day);
          return (
            <li
              key={d.day}
              className={`mr-day ${done ? 'is-done' : ''} ${isToday ? 'is-today' : ''} ${d.day === record.days.length ? 'is-big' : ''}`}
              data-testid="signin-day"
              aria-current={isToday ? 'date' : undefined}
            >
              <span className="mr-day__label">{isToday ? t('signIn.today') : t('signIn.day', { day: d.day })}</span>
              <span className="mr-day__icon" aria-hidden="true">
                {done ? '✓' : d.day === record.days.length ? '★' : fmt.symbol}
              </span>
              <span className="mr-day__amount">{fmt.money(d.amount)}</span>
            </li>
          );
        })}
      </ol>
      {success !== null && (
        <p className="mr-success" role="status" data-testid="signin-success">
          {t(success.asBonus ? 'signIn.successBonus' : 'signIn.success', { amount: fmt.money(success.amount) })}
        </p>
      )}
      {phoneRequired && !record.bsignInToday && (
        <p className="mr-notice" role="status" data-testid="signin-phone">
          {t('signIn.phoneRequired')}
        </p>
      )}
      <div className="mr-signin__foot">
        <button type="button" className="mr-btn mr-btn--gold" data-testid="signin-collect" disabled={record.bsignInToday || busy} aria-busy={busy} onClick={() => void collect()}>
          {record.bsignInToday ? t('signIn.collected') : `${t('signIn.collect')} · ${fmt.money(record.days[record.today - 1]?.amount ?? 0)}`}
        </button>
        {record.bsignInToday && <span className="mr-signin__later">{t('signIn.comeBack')}</span>}
      </div>
    </section>
  );
}
