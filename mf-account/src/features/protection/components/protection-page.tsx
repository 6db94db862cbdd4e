import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, bus, logoutLocally, Spinner, useFormat, useGlobal, type ProtectionExclusion, type ProtectionLimit, type ProtectionLimitKind, type ProtectionLimitPeriod, type ProtectionStatus, useNavigate } from '@casino/shared';
import { parseAmount } from '../../cashier/lib/amount';
import { protectionApi } from '../api/protection-api';
import { ProtectionHistorySection } from './protection-history';
import { ensureProtectionMessages, PROTECTION_NS } from '../i18n';
import './protection.css';

const KINDS: ProtectionLimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const PERIODS: ProtectionLimitPeriod[] = ['day', 'week', 'month'];
const TIMEOUTS = ['24h', '7d', '6w'] as const;
const EXCLUSIONS = ['6m', '1y', '5y', 'indefinite'] as const;
const MAX_MINUTES = 44_640;
const REALITY_CHECKS = [15, 30, 60, 120] as const;


/** When an exclusion chosen now would end (shown in the confirmation; the server decides the real end). */
export function endOf(duration: ProtectionExclusion['duration'], now: Date): Date | null {
  const d = new Date(now);
  const days = { '24h': 1, '7d': 7, '6w': 42 } as const;
  const months = { '6m': 6, '1y': 12, '5y': 60 } as const;
  if (duration === 'indefinite') return null;
  if (duration in days) return new Date(d.getTime() + days[duration as keyof typeof days] * 86_400_000);
  d.setUTCMonth(d.getUTCMonth() + months[duration as keyof typeof months]);
  return d;
}

/** Sorumlu Oyun: limits with their pending changes, a time-out and self-exclusion with a confirmation naming the end. */
export function ProtectionPage() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<ProtectionStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [kind, setKind] = useState<ProtectionLimitKind>('deposit');
  const [period, setPeriod] = useState<ProtectionLimitPeriod>('day');
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ kind: ProtectionExclusion['kind']; duration: ProtectionExclusion['duration'] } | null>(null);
  const confirmPanel = useRef<HTMLDivElement>(null);
  // The confirmation is a modal: focus on Cancel (the safe choice), kept inside, Escape cancels.
  useFocusTrap(confirmPanel, { active: asked !== null, onEscape: () => setAsked(null) });
  const [timeout, setTimeoutChoice] = useState<(typeof TIMEOUTS)[number]>('24h');
  const [exclusion, setExclusion] = useState<(typeof EXCLUSIONS)[number]>('6m');

  const load = useCallback(() => {
    setFailed(false);
    protectionApi.status().then(setStatus, () => setFailed(true));
  }, []);
  useEffect(() => {
    let live = true;
    ensureProtectionMessages()
      .catch((error: unknown) => console.warn('[account] protection messages failed', error))
      .finally(() => live && setLoaded(true));
    load();
    return () => {
      live = false;
    };
  }, [load]);

  const show = (l: Pick<ProtectionLimit, 'kind'>, v: number) => (l.kind === 'session' ? t('protection.minutes', { count: v }) : fmt.money(v));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kind === 'session' ? (/^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : null) : parseAmount(value);
    if (parsed === null || parsed < 1 || (kind === 'session' && parsed > MAX_MINUTES)) {
      setNote(t(kind === 'session' ? 'protection.invalidMinutes' : 'protection.invalidAmount'));
      return;
    }
    protectionApi.setLimit(kind, period, parsed).then((next) => {
      setStatus(next);
      setValue('');
      const row = next.limits.find((l) => l.kind === kind && l.period === period);
      setNote(t(row?.pending ? 'protection.savedPending' : 'protection.saved'));
    }, () => undefined);
  };
  const setRealityCheck = (raw: string) => {
    const minutes = raw === '' ? null : Number(raw);
    protectionApi.setRealityCheck(minutes).then((next) => {
      setStatus(next);
      // The shell's reality check follows at once.
      bus.emit('protection:reality-check-changed', { minutes: next.realityCheckMinutes });
    }, () => undefined);
  };
  const remove = (l: ProtectionLimit) => protectionApi.setLimit(l.kind, l.period, null).then(setStatus, () => undefined);

  const confirmExclusion = () => {
    if (!asked) return;
    protectionApi.exclude(asked.kind, asked.duration).then(
      () => {
        // Every session is closed on the server: end this one here too.
        logoutLocally('user');
        void navigate('/login', { replace: true });
      },
      () => setAsked(null),
    );
  };

  if (!loaded) return <Spinner />;
  if (failed) {
    return (
      <section className="rg" data-testid="account-protection">
        <p role="alert">{t('protection.error')}</p>
        <button type="button" className="rg__ghost" onClick={load}>
          {t('protection.retry')}
        </button>
      </section>
    );
  }
  if (!status) return <Spinner />;
  const askedEnd = asked ? endOf(asked.duration, new Date()) : null;

  return (
    <section className={`rg${isPc ? '' : ' rg--mobile'}`} data-testid="account-protection">
      <h1 className="rg__title">{t('protection.title')}</h1>
      <p className="rg__intro">{t('protection.intro')}</p>
      {status.exclusion && (
        <p className="rg__active" role="status">
          {status.exclusion.endsAt ? t('protection.active', { date: fmt.date(status.exclusion.endsAt) }) : t('protection.activeIndefinite')}
        </p>
      )}

      <div className="rg__card">
        <h2>{t('protection.limits')}</h2>
        {status.limits.length === 0 && <p className="rg__muted">{t('protection.noLimits')}</p>}
        <ul className="rg__limits" data-testid="protection-limits">
          {status.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`} className="rg__limit" data-testid={`limit-${l.kind}-${l.period}`}>
              <div className="rg__limit-head">
                <strong>
                  {t(`protection.period.${l.period}`)} · {t(`protection.kind.${l.kind}`)}
                </strong>
                <span className="rg__value">{show(l, l.value)}</span>
              </div>
              {l.remaining !== null && l.used !== null && (
                <div className="rg__bar" aria-hidden="true">
                  <span style={{ transform: `scaleX(${l.value > 0 ? Math.min(1, l.used / l.value) : 0})` }} />
                </div>
              )}
              <div className="rg__limit-meta">
                {l.used !== null && l.remaining !== null && (
                  <span>
                    {t('protection.used')}: {show(l, l.used)} · {t('protection.remaining')}: {show(l, l.remaining)}
                  </span>
                )}
                <span className="rg__muted">{t('protection.periodEnds', { date: fmt.date(l.periodEndsAt) })}</span>
              </div>
              {l.pending && (
                <p className="rg__pending" data-testid="limit-pending">
                  {l.pending.value === null
                    ? t('protection.pendingRemove', { date: fmt.date(l.pending.effectiveAt) })
                    : t('protection.pending', { value: show(l, l.pending.value), date: fmt.date(l.pending.effectiveAt) })}
                </p>
              )}
              {!l.pending && (
                <button type="button" className="rg__ghost" onClick={() => void remove(l)}>
                  {t('protection.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>

        <form className="rg__form" onSubmit={save} data-testid="limit-form">
          <h3>{t('protection.newLimit')}</h3>
          <label>
            <span>{t('protection.value')}</span>
            <select value={kind} onChange={(e) => setKind(e.target.value as ProtectionLimitKind)} data-testid="limit-kind">
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`protection.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>&nbsp;</span>
            <select value={period} onChange={(e) => setPeriod(e.target.value as ProtectionLimitPeriod)} aria-label={t('protection.periodLabel')} data-testid="limit-period">
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`protection.period.${p}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t(kind === 'session' ? 'protection.minutesLabel' : 'protection.amountLabel', { currency: fmt.symbol })}</span>
            <input inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} data-testid="limit-value" />
          </label>
          <button type="submit" className="rg__primary">
            {t('protection.save')}
          </button>
          {note && (
            <p className="rg__note" role="status" data-testid="limit-note">
              {note}
            </p>
          )}
        </form>
      </div>

      <div className="rg__card">
        <h2>{t('protection.reality')}</h2>
        <p className="rg__muted">{t('protection.realityText')}</p>
        <select value={status.realityCheckMinutes ?? ''} onChange={(e) => setRealityCheck(e.target.value)} className="rg__narrow" data-testid="reality-interval" aria-label={t('protection.reality')}>
          <option value="">{t('protection.realityOff')}</option>
          {REALITY_CHECKS.map((m) => (
            <option key={m} value={m}>
              {t('protection.minutes', { count: m })}
            </option>
          ))}
        </select>
      </div>

      <div className="rg__grid">
        <div className="rg__card">
          <h2>{t('protection.timeout')}</h2>
          <p className="rg__muted">{t('protection.timeoutText')}</p>
          <select value={timeout} onChange={(e) => setTimeoutChoice(e.target.value as (typeof TIMEOUTS)[number])} aria-label={`${t('protection.timeout')}: ${t('protection.durationLabel')}`} data-testid="timeout-duration">
            {TIMEOUTS.map((d) => (
              <option key={d} value={d}>
                {t(`protection.duration.${d}`)}
              </option>
            ))}
          </select>
          <button type="button" className="rg__primary" onClick={() => setAsked({ kind: 'timeout', duration: timeout })} data-testid="timeout-start">
            {t('protection.start')}
          </button>
        </div>
        <div className="rg__card">
          <h2>{t('protection.selfExclusion')}</h2>
          <p className="rg__muted">{t('protection.selfExclusionText')}</p>
          <select value={exclusion} onChange={(e) => setExclusion(e.target.value as (typeof EXCLUSIONS)[number])} aria-label={`${t('protection.selfExclusion')}: ${t('protection.durationLabel')}`} data-testid="exclusion-duration">
            {EXCLUSIONS.map((d) => (
              <option key={d} value={d}>
                {t(`protection.duration.${d}`)}
              </option>
            ))}
          </select>
          <button type="button" className="rg__danger" onClick={() => setAsked({ kind: 'self_exclusion', duration: exclusion })} data-testid="exclusion-start">
            {t('protection.start')}
          </button>
        </div>
      </div>

      <ProtectionHistorySection />

      {asked && (
        <div className="rg__overlay">
          <div ref={confirmPanel} className="rg__dialog" role="dialog" aria-modal="true" aria-labelledby="rg-confirm-title" data-testid="exclusion-confirm">
            <h2 id="rg-confirm-title">{t('protection.confirmTitle')}</h2>
            <p>{askedEnd ? t('protection.confirmUntil', { date: fmt.date(askedEnd.toISOString()) }) : t('protection.confirmIndefinite')}</p>
            <div className="rg__actions">
              <button type="button" className="rg__ghost" onClick={() => setAsked(null)}>
                {t('protection.cancel')}
              </button>
              <button type="button" className="rg__danger" onClick={confirmExclusion} data-testid="exclusion-confirm-button">
                {t('protection.confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
