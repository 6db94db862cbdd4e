import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, apiPost, bus, formatDate, getLoginTime, isLoggedIn, logoutLocally, useFormat, useUser, type ProtectionSession, useNavigate } from '@casino/shared';
import { formatElapsed } from '../layout/common/session-clock';
import './reality-check.css';

/** Milliseconds until the next multiple of `intervalMs` since login (never 0: the next one in the future). */
export const msUntilNextCheck = (loginMs: number, intervalMs: number, nowMs: number): number => {
  const elapsed = Math.max(0, nowMs - loginMs);
  return intervalMs - (elapsed % intervalMs) || intervalMs;
};

const PREVIOUS_LOGIN_SHOWN = 'previousLoginShownFor';

const fetchSession = async (): Promise<ProtectionSession | null> => (await apiPost<ProtectionSession>('/protection/session')).resultData;

/**
 * Player protection's reality check: every N minutes of a session (the player's choice, kept by the
 * server) a dialog over any page, the game included: time played and the session's net result, with
 * continue, history and log out.
 */
export function RealityCheck() {
  const { t } = useTranslation('shell');
  const user = useUser();
  const fmt = useFormat();
  const loggedIn = isLoggedIn(user);
  const navigate = useNavigate();
  const [minutes, setMinutes] = useState<number | null>(null);
  const [shown, setShown] = useState<{ elapsedMs: number; session: ProtectionSession | null } | null>(null);
  const [round, setRound] = useState(0);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!loggedIn) {
      setMinutes(null);
      return undefined;
    }
    let live = true;
    fetchSession().then((s) => {
      if (!live || !s) return;
      setMinutes(s.realityCheckMinutes);
      // The previous login, once per login session (reference/player-protection.md).
      if (s.previousLoginAt && s.startedAt && localStorage.getItem(PREVIOUS_LOGIN_SHOWN) !== s.startedAt) {
        localStorage.setItem(PREVIOUS_LOGIN_SHOWN, s.startedAt);
        // At the bottom: never over the balance (and its split) in the header.
        bus.emit('ui:toast-requested', { kind: 'info', placement: 'bottom', message: t('reality.previousLogin', { date: formatDate(s.previousLoginAt, user.lang, 'dateTime') }) });
      }
    }, () => undefined);
    const sub = bus.on('protection:reality-check-changed').subscribe((e) => setMinutes(e.minutes));
    return () => {
      live = false;
      sub.unsubscribe();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per login; t and lang only format the notice
  }, [loggedIn, user.userid]);

  useEffect(() => {
    const login = getLoginTime();
    if (!loggedIn || minutes === null || login === null || shown) return undefined;
    const id = setTimeout(() => {
      const elapsedMs = Date.now() - login;
      fetchSession().then(
        (session) => setShown({ elapsedMs, session }),
        () => setShown({ elapsedMs, session: null }),
      );
    }, msUntilNextCheck(login, minutes * 60_000, Date.now()));
    return () => clearTimeout(id);
  }, [loggedIn, minutes, shown, round]);

  const close = useCallback(() => {
    setShown(null);
    setRound((n) => n + 1);
  }, []);

  // A modal alert: focus on Continue, kept in the dialog until the player chooses, then back where it was.
  useFocusTrap(panel, { active: shown !== null, initialFocus: '[data-testid="reality-continue"]' });

  if (!shown) return null;
  const net = shown.session?.netMinor ?? null;
  return (
    <div className="shell-reality">
      <div ref={panel} className="shell-reality__dialog" role="alertdialog" aria-modal="true" aria-labelledby="shell-reality-title" data-testid="reality-check">
        <h2 id="shell-reality-title">{t('reality.title')}</h2>
        <p>{t('reality.played', { elapsed: formatElapsed(shown.elapsedMs) })}</p>
        {net !== null && (
          <p data-testid="reality-net">
            {t('reality.net', { amount: fmt.money(net, { sign: 'always' }) })}
          </p>
        )}
        <div className="shell-reality__actions">
          <button type="button" className="shell-reality__ghost" onClick={() => { close(); void navigate('/myBettingRecords'); }}>
            {t('reality.history')}
          </button>
          <button type="button" className="shell-reality__ghost" onClick={() => { setShown(null); void apiPost('/sso/logout').catch(() => undefined); logoutLocally('user'); void navigate('/login', { replace: true }); }}>
            {t('reality.logout')}
          </button>
          <button type="button" className="shell-reality__primary" onClick={close} data-testid="reality-continue">
            {t('reality.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
