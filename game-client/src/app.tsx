import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import type { TFairView, TGameState, TLangCode, TPlayAnswer, TRoundView } from '@provider/contract';
import { createGameApi, newRoundId, PlayFailure, type TGameApi } from './api';
import { GameContext, type TGameContext } from './context';
import { clockTime, money as formatMoneyWith } from './format';
import { translator } from './i18n';
import { Header } from './components/header';
import { Panels, type TPanel } from './components/panels';
import { EngineView } from './games/engine-view';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Tells the operator's page the new balance (real money only): the header shows it at once. */
const postBalance = (game: TGameState, balanceMinor: number) => {
  if (game.mode === 'real' && window.parent !== window) window.parent.postMessage({ type: 'casino:balance', totalAssetsMinor: balanceMinor }, '*');
};

export function App({ session, lang, api: injected }: { session: string; lang: TLangCode; api?: TGameApi }) {
  const t = useMemo(() => translator(lang), [lang]);
  const api = useMemo(() => injected ?? createGameApi(session, t('error')), [injected, session, t]);
  const [game, setGame] = useState<TGameState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [balanceMinor, setBalance] = useState(0);
  const [fair, setFair] = useState<TFairView | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'win' | 'error' } | null>(null);
  const [panel, setPanel] = useState<TPanel | null>(null);
  const [verifying, setVerifying] = useState<TRoundView | null>(null);
  const [historyKey, setHistoryKey] = useState(0);

  const load = useCallback(() => {
    setFailed(null);
    api.state().then(
      (state) => {
        setGame(state);
        setBalance(state.balanceMinor);
        setFair(state.fair);
        document.title = state.game.name;
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : t('error')),
    );
  }, [api, t]);
  useEffect(load, [load]);

  const ctx = useMemo<TGameContext | null>(() => {
    if (!game || !fair) return null;
    const say: TGameContext['say'] = (text, tone = 'info') => setMessage(text ? { text, tone } : null);
    const fail = (error: unknown) => {
      if (error instanceof PlayFailure) {
        if (error.balanceMinor !== undefined) setBalance(error.balanceMinor);
        if (error.code === 'SEED_CHANGED') void api.state().then((s) => setFair(s.fair));
        say(error.message, 'error');
      } else say(t('error'), 'error');
    };
    const settle = (answer: TPlayAnswer) => {
      setBalance(answer.balanceMinor);
      postBalance(game, answer.balanceMinor);
      setHistoryKey((k) => k + 1);
      if (!answer.round.credited) say(t('winPending'), 'info');
    };
    return {
      game,
      api,
      t,
      money: (minor) => formatMoneyWith(minor, lang, game.currency),
      clock: (iso) => clockTime(iso, lang),
      balanceMinor,
      fair,
      reducedMotion: prefersReducedMotion(),
      say,
      fail,
      settle,
      onAnswer: (answer) => {
        setFair(answer.fair);
        if (answer.round.status !== 'open') settle(answer);
        else {
          // A double or split took more stake: the header follows at once.
          setBalance(answer.balanceMinor);
          postBalance(game, answer.balanceMinor);
        }
      },
      async play(body) {
        setMessage(null);
        try {
          const answer = await api.play({ ...body, roundId: newRoundId(), seedHash: fair.serverSeedHash });
          setFair(answer.fair);
          // The stake leaves the balance at once; the win shows when the animation lands (settle).
          setBalance(answer.balanceMinor - (answer.round.status === 'open' ? 0 : answer.round.winMinor));
          if (answer.round.status === 'open') postBalance(game, answer.balanceMinor);
          return answer;
        } catch (error) {
          fail(error);
          return null;
        }
      },
      verify: (round) => {
        setVerifying(round);
        setPanel('fair');
      },
    };
  }, [game, fair, balanceMinor, api, t, lang]);

  if (failed) {
    return (
      <div class="gc gc--center" role="alert">
        <p>{failed}</p>
        <button type="button" class="gc-btn" onClick={load}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!ctx) {
    return (
      <div class="gc gc--center" role="status">
        <span class="gc-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }
  return (
    <GameContext.Provider value={ctx}>
      <div class={`gc gc--${ctx.game.game.engine} gc-skin--${ctx.game.game.skin}`} data-engine={ctx.game.game.engine}>
        <Header onPanel={setPanel} />
        <main class="gc-stage">
          <EngineView />
        </main>
        <p class={`gc-msg gc-msg--${message?.tone ?? 'info'}`} role="status" aria-live="polite" data-testid="game-message">
          {message?.text ?? ''}
        </p>
        {panel && <Panels panel={panel} historyKey={historyKey} verifying={verifying} onClose={() => (setPanel(null), setVerifying(null))} onPanel={setPanel} />}
      </div>
    </GameContext.Provider>
  );
}
