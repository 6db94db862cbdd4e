import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLoginTime } from '@casino/shared';

/** "1:02:05" or "02:05": elapsed time, never negative. */
export const formatElapsed = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
};

/**
 * Player protection: the time since login, always visible in the header while logged in, with its
 * visible label ("Oturum"). `compact`: the mobile header's smaller variant, the label above the time.
 */
export function SessionClock({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const since = getLoginTime();
  if (since === null) return null;
  const elapsed = formatElapsed(now - since);
  return (
    <span className={`shell-session-clock${compact ? ' shell-session-clock--compact' : ''}`} data-testid="session-clock" role="timer" aria-label={t('header.sessionClock', { elapsed })} title={t('header.sessionClock', { elapsed })}>
      <span className="shell-session-clock__label">{t('header.sessionLabel')}</span>
      <span className="shell-session-clock__time">
        <svg width={compact ? 11 : 14} height={compact ? 11 : 14} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M9 2h6" />
        </svg>
        {elapsed}
      </span>
    </span>
  );
}
