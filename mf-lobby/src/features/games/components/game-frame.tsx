import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMember, useGlobal, useUser, type GameUrlResult, type RealFlag, useNavigate } from '@casino/shared';
import { fetchGameUrl } from '../api/launch-api';
import { useRealWallet } from '../hooks/use-real-wallet';
import { realPlayTarget } from '../lib/real-play-target';
import { AgeGate } from './age-gate';
import { MemberGate } from './member-gate';
import { ErrorPanel } from './state-panels';
import { ZeroBalanceNotice } from './zero-balance-notice';
import { launchGateOf } from '../lib/launch-gates';

type FrameState = { status: 'loading' } | { status: 'error' } | { status: 'age' } | { status: 'member' } | { status: 'ready'; result: GameUrlResult };


/** Asks /labelGame/getGameUrlByGame for the launch URL and shows the game in an iframe (full screen on mobile). */
export function GameFrame({ gameId, isReal }: { gameId: number; isReal: RealFlag }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const { isPc } = useGlobal();
  const member = isMember(useUser());
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [frameLoaded, setFrameLoaded] = useState(false);
  // A fresh launch after a top-up: the game reads the balance when it opens.
  const relaunch = useCallback(() => setAttempt((n) => n + 1), []);
  const wallet = useRealWallet(isReal === 1 && state.status === 'ready' && state.result.isReal ? state.result : null, relaunch);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setFrameLoaded(false);
    if (!Number.isInteger(gameId) || gameId <= 0) {
      setState({ status: 'error' });
      return undefined;
    }
    fetchGameUrl(gameId, isReal).then(
      (result) => live && setState(result?.url ? { status: 'ready', result } : { status: 'error' }),
      // The age gate (18+ before any launch, demo included) and the member gate (real money is for members).
      (error: unknown) => live && setState({ status: launchGateOf(error) ?? 'error' }),
    );
    return () => {
      live = false;
    };
  }, [gameId, isReal, attempt]);

  return (
    <section className={`lobby-play${isPc ? '' : ' lobby-play--mobile'}`} data-testid="game-frame">
      <header className="lobby-play__bar">
        <button type="button" className="cs-button cs-button--ghost" onClick={() => navigate(-1)}>
          ← {t('play.back')}
        </button>
        {/* The game names its own mode (real money / demo) in its header: the bar says it no second time. */}
        {!isReal && (
          <button type="button" className="cs-button lobby-play__real" data-testid="demo-play-real" onClick={() => navigate(realPlayTarget(gameId, { member, isPc }))}>
            {t('front.real')}
          </button>
        )}
      </header>
      {wallet.empty && <ZeroBalanceNotice topUp={wallet.topUp} onTopUp={wallet.requestTopUp} />}
      <div className="lobby-play__stage">
        {state.status === 'error' && <ErrorPanel message={t('play.failed')} onRetry={relaunch} />}
        {state.status === 'age' && <AgeGate onConfirmed={relaunch} />}
        {state.status === 'member' && <MemberGate back={`/gamePlaying/${gameId}/1`} gameId={gameId} />}
        {(state.status === 'loading' || (state.status === 'ready' && !frameLoaded)) && (
          <div className="lobby-play__loading" role="status" data-testid="game-loading">
            <span className="lobby-play__spinner" aria-hidden="true" />
            {t('play.loading')}
          </div>
        )}
        {state.status === 'ready' && (
          <iframe
            className="lobby-play__frame"
            title={t('play.frameTitle')}
            src={state.result.url}
            allow="autoplay; fullscreen"
            allowFullScreen
            onLoad={() => setFrameLoaded(true)}
          />
        )}
      </div>
    </section>
  );
}
