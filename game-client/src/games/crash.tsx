import { useEffect, useRef, useState } from 'preact/hooks';
import type { TPlayAnswer, TRoundView } from '@provider/contract';
import { crashReturn, GROWTH_PER_MS, multiplierAt } from '@provider/engines/crash';
import { useGame } from '../context';
import { multiplier } from '../format';
import { StakeControl } from './stake';

type TFlight = { round: TRoundView; startedAt: number; offsetMs: number };

const VEHICLE: Record<string, string> = {
  plane: 'M2 13l8-1 5-7h2l-2 7 5 1 2-3h1.5l-1 4.5 1 4.5H22l-2-3-5 1 2 7h-2l-5-7-8-1z',
  rocket: 'M12 2c3 2 5 6 5 11l2 3v4l-3-2h-8l-3 2v-4l2-3c0-5 2-9 5-11zm0 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  balloon: 'M12 2a7 7 0 0 1 7 7c0 4.5-4.5 8-7 9-2.5-1-7-4.5-7-9a7 7 0 0 1 7-7zm-1 16h2l-.5 4h-1z',
};

/** Crash: the multiplier rises live until the crash point fixed before the round; cash out (or auto) before it. */
export function Crash() {
  const { game, play, api, onAnswer, settle, fail, say, t, money, reducedMotion, balanceMinor } = useGame();
  const [stake, setStake] = useState(100);
  const [auto, setAuto] = useState('');
  const [flight, setFlight] = useState<TFlight | null>(game.open ? { round: game.open, startedAt: Number(game.open.state.startedAt), offsetMs: game.serverNow - Date.now() } : null);
  const [ended, setEnded] = useState<TRoundView | null>(null);
  const [now, setNow] = useState(0);
  const [busy, setBusy] = useState(false);
  const flightRef = useRef(flight);
  flightRef.current = flight;

  const finish = (answer: TPlayAnswer) => {
    setFlight(null);
    setEnded(answer.round);
    settle(answer);
    const s = answer.round.state;
    const out = s.cashout as number | null;
    say(out ? `${t('cashedOut', { at: multiplier(out) })} · ${t('youWin', { amount: money(answer.round.winMinor) })}` : t('crashed', { at: multiplier(s.crashPoint as number) }), out ? 'win' : 'error');
  };

  // The live multiplier: one frame at a time (reduced motion: four updates a second).
  useEffect(() => {
    if (!flight) return undefined;
    let frame = 0;
    let timer = 0;
    const tick = () => {
      setNow(Date.now());
      if (reducedMotion) timer = window.setTimeout(tick, 250);
      else frame = requestAnimationFrame(tick);
    };
    tick();
    return () => (cancelAnimationFrame(frame), clearTimeout(timer));
  }, [flight, reducedMotion]);

  // The server says when the flight ends (long poll); asked again while it flies.
  useEffect(() => {
    if (!flight) return undefined;
    const controller = new AbortController();
    const watch = async () => {
      for (;;) {
        const answer = await api.watch(flight.round.roundId, controller.signal);
        if (controller.signal.aborted || flightRef.current?.round.roundId !== flight.round.roundId) return;
        if (answer.round.status !== 'open') return finish(answer);
      }
    };
    watch().catch((error: unknown) => !controller.signal.aborted && fail(error));
    return () => controller.abort();
    // One watch per flight: the callbacks it uses are fresh enough (they read refs and stable setters).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flight?.round.roundId]);

  const bet = async () => {
    setBusy(true);
    setEnded(null);
    const autoCashout = auto ? Math.round(Number(auto.replace(',', '.')) * 100) : null;
    const answer = await play({ stakeMinor: stake, ...(autoCashout ? { autoCashout } : {}) });
    setBusy(false);
    if (!answer) return;
    if (answer.round.status !== 'open') return finish(answer);
    onAnswer(answer);
    setFlight({ round: answer.round, startedAt: Number(answer.round.state.startedAt), offsetMs: answer.serverNow - Date.now() });
  };

  const cashOut = async () => {
    if (!flight) return;
    setBusy(true);
    try {
      finish(await api.cashout(flight.round.roundId));
    } catch (error) {
      fail(error);
      setFlight(null);
      void api.recall().then((r) => setEnded(r.rounds.find((x) => x.roundId === flight.round.roundId) ?? null));
    } finally {
      setBusy(false);
    }
  };

  const elapsed = flight ? Math.max(0, now + flight.offsetMs - flight.startedAt) : 0;
  const live = flight ? multiplierAt(elapsed) : ended ? ((ended.state.cashout as number | null) ?? (ended.state.crashPoint as number)) : 100;
  const crashedAt = ended && !flight ? (ended.state.crashPoint as number) : null;
  // The curve: the multiplier over the last seconds of flight, scaled to fit.
  const span = Math.max(8_000, elapsed);
  const top = Math.max(2, Math.exp(GROWTH_PER_MS * span));
  const points = flight
    ? Array.from({ length: 41 }, (_, i) => {
        const ms = (elapsed * i) / 40;
        return `${((ms / span) * 100).toFixed(1)},${(100 - ((Math.exp(GROWTH_PER_MS * ms) - 1) / (top - 1)) * 100).toFixed(1)}`;
      }).join(' ')
    : '';
  const last = points.split(' ').pop()?.split(',') ?? ['0', '100'];
  return (
    <div
      class={`gc-crash${crashedAt ? ' is-crashed' : ''}`}
      data-testid="crash"
      data-state={flight ? 'flying' : ended ? (ended.state.cashout ? 'cashed' : 'crashed') : 'idle'}
      data-round={flight?.round.roundId ?? ended?.roundId ?? ''}
    >
      <div class="gc-sky" data-testid="crash-sky">
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
          {flight && <polyline points={`0,100 ${points} ${last[0]},100`} class="gc-sky__area" />}
          {flight && <polyline points={points} class="gc-sky__line" />}
        </svg>
        {flight && (
          <svg class="gc-vehicle" viewBox="0 0 24 24" style={{ left: `${last[0]}%`, top: `${last[1]}%` }} aria-hidden="true">
            <path d={VEHICLE[game.game.skin] ?? VEHICLE.plane} />
          </svg>
        )}
        <div class="gc-multiplier" aria-live="off" data-testid="crash-multiplier">
          {multiplier(live)}
          <small>{flight ? t('flying') : crashedAt ? t('crashed', { at: multiplier(crashedAt) }) : t('waiting')}</small>
        </div>
      </div>
      <div class="gc-controls">
        {flight ? (
          <button type="button" class="gc-play gc-play--cashout" disabled={busy || multiplierAt(elapsed) < 101} onClick={() => void cashOut()} data-testid="cash-out">
            {t('cashOut', { amount: money(crashReturn(flight.round.stakeMinor, Math.max(100, multiplierAt(elapsed)))) })}
          </button>
        ) : (
          <>
            <StakeControl value={stake} onChange={setStake} disabled={busy} />
            <label class="gc-field">
              {t('autoCashOut')}
              <input inputMode="decimal" placeholder="2.00" value={auto} onInput={(e) => setAuto((e.target as HTMLInputElement).value)} size={6} />
            </label>
            <button type="button" class="gc-play" disabled={busy || stake > balanceMinor} onClick={() => void bet()} data-testid="bet">
              {t('bet')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
