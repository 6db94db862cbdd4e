import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobal, useUser } from '@casino/shared';
import { AgeGate, ErrorPanel, launchGateOf, MemberGate, useRealWallet, ZeroBalanceNotice } from '../../games';
import { fetchSportUrl } from '../api/sport-api';
import './sport.css';

type FrameState = { status: 'loading' } | { status: 'error' } | { status: 'age' } | { status: 'member' } | { status: 'ready'; url: string };

/**
 * /sport: the sportsbook provider's page in a frame, launched like a game (a launch token, ids only),
 * real money. The header, tab bar and menu stay around it; the frame posts the balance after each bet
 * and settlement (the shell takes it from the provider's origin only).
 */
export function SportFrame() {
  const { t } = useTranslation('lobby');
  const { isPc } = useGlobal();
  const { lang } = useUser();
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const relaunch = useCallback(() => setAttempt((n) => n + 1), []);
  const launch = useMemo(() => (state.status === 'ready' ? { url: state.url, isReal: true } : null), [state]);
  const wallet = useRealWallet(launch, relaunch);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setFrameLoaded(false);
    fetchSportUrl().then(
      (result) => live && setState(result?.url ? { status: 'ready', url: result.url } : { status: 'error' }),
      (error: unknown) => live && setState({ status: launchGateOf(error) ?? 'error' }),
    );
    return () => {
      live = false;
    };
    // A language switch opens the sportsbook again in the new language.
  }, [attempt, lang]);

  return (
    <section className={`lobby-sport${isPc ? '' : ' lobby-sport--mobile'}`} data-testid="lobby-sport">
      <h1 className="lobby-sport__title">{t('routes.Sport')}</h1>
      {wallet.empty && <ZeroBalanceNotice topUp={wallet.topUp} onTopUp={wallet.requestTopUp} />}
      <div className="lobby-sport__stage">
        {state.status === 'error' && <ErrorPanel message={t('sport.failed')} onRetry={relaunch} />}
        {state.status === 'age' && <AgeGate onConfirmed={relaunch} />}
        {state.status === 'member' && <MemberGate back="/sport" />}
        {(state.status === 'loading' || (state.status === 'ready' && !frameLoaded)) && (
          <div className="lobby-play__loading" role="status" data-testid="sport-loading">
            <span className="lobby-play__spinner" aria-hidden="true" />
            {t('sport.loading')}
          </div>
        )}
        {state.status === 'ready' && (
          <iframe className="lobby-sport__frame" title={t('sport.frameTitle')} src={state.url} data-testid="sport-frame" onLoad={() => setFrameLoaded(true)} />
        )}
      </div>
    </section>
  );
}
