import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, type ProtectionLimit, type ProtectionLimitKind, type ProtectionLimitPeriod, type ProtectionStatus } from '@casino/shared';
import { parseAmount } from '../../../lib/amount';
import { protectionApi } from '../api/protection-api';
import { PROTECTION_NS } from '../i18n';

const KINDS: ProtectionLimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const PERIODS: ProtectionLimitPeriod[] = ['day', 'week', 'month'];
const MAX_MINUTES = 44_640;

/** The player's limits with their use and pending changes, and the form that sets one. */
export function LimitsCard({ status, onStatus }: { status: ProtectionStatus; onStatus: (next: ProtectionStatus) => void }) {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const [kind, setKind] = useState<ProtectionLimitKind>('deposit');
  const [period, setPeriod] = useState<ProtectionLimitPeriod>('day');
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const show = (l: Pick<ProtectionLimit, 'kind'>, v: number) => (l.kind === 'session' ? t('protection.minutes', { count: v }) : fmt.money(v));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = kind === 'session' ? (/^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : null) : parseAmount(value);
    if (parsed === null || parsed < 1 || (kind === 'session' && parsed > MAX_MINUTES)) {
      setNote(t(kind === 'session' ? 'protection.invalidMinutes' : 'protection.invalidAmount'));
      return;
    }
    protectionApi.setLimit(kind, period, parsed).then((next) => {
      onStatus(next);
      setValue('');
      const row = next.limits.find((l) => l.kind === kind && l.period === period);
      setNote(t(row?.pending ? 'protection.savedPending' : 'protection.saved'));
    }, () => undefined);
  };
  const remove = (l: ProtectionLimit) => protectionApi.setLimit(l.kind, l.period, null).then(onStatus, () => undefined);

  return (
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
  );
}
