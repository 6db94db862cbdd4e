import { useState } from 'preact/hooks';
import type { TPlayAnswer, TRoundView } from '@provider/contract';
import { allowedActions, handValue, type TBjState, type TBlackjackAction } from '@provider/engines/blackjack';
import { Hand } from '../components/cards';
import { useGame } from '../context';
import { StakeControl } from './stake';

const ACTIONS: TBlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/** Blackjack: deal, then hit / stand / double / split as the hand allows; the dealer's rule is on the table. */
export function Blackjack() {
  const { game, play, api, onAnswer, fail, say, t, money, balanceMinor } = useGame();
  const [stake, setStake] = useState(500);
  const [round, setRound] = useState<TRoundView | null>(game.open);
  const [busy, setBusy] = useState(false);
  const state = round?.state as (TBjState & { hiddenCards?: number }) | undefined;
  const open = round?.status === 'open';

  const show = (answer: TPlayAnswer) => {
    setRound(answer.round);
    if (answer.round.status !== 'open') {
      const results = (answer.round.state as unknown as TBjState).results;
      say(`${results.map((r) => t(`outcome_${r.outcome}`)).join(' · ')}${answer.round.winMinor > 0 ? ` · ${t('youWin', { amount: money(answer.round.winMinor) })}` : ''}`, answer.round.winMinor > 0 ? 'win' : 'info');
    } else say('');
  };

  const deal = async () => {
    setBusy(true);
    const answer = await play({ stakeMinor: stake });
    setBusy(false);
    if (!answer) return;
    onAnswer(answer);
    show(answer);
  };

  const act = async (action: TBlackjackAction) => {
    if (!round) return;
    setBusy(true);
    try {
      const answer = await api.action(round.roundId, action);
      onAnswer(answer);
      show(answer);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const allowed = open && state ? allowedActions(state) : [];
  const dealerTotal = state && !open ? handValue(state.dealer).total : null;
  return (
    <div class="gc-table-felt gc-blackjack">
      <p class="gc-felt-rule">{t('dealerRule')}</p>
      <section class="gc-seat" aria-label={t('dealer')} data-testid="dealer">
        <h2>
          {t('dealer')} {dealerTotal !== null && <span class="gc-total-badge">{dealerTotal}</span>}
        </h2>
        {state ? <Hand cards={state.dealer} hidden={open ? (state.hiddenCards ?? 1) : 0} /> : <Hand cards={[]} hidden={2} />}
      </section>
      <section class="gc-seat gc-seat--player" aria-label={t('player')}>
        {state ? (
          state.hands.map((hand, i) => (
            <div key={i} class={`gc-bj-hand${open && i === state.active ? ' is-active' : ''}`} data-testid="player-hand">
              <h2>
                {state.hands.length > 1 ? t('hand', { n: i + 1 }) : t('player')} <span class="gc-total-badge">{handValue(hand.cards).total}</span>
                {state.results[i] && <span class={`gc-outcome gc-outcome--${state.results[i]!.outcome}`}>{t(`outcome_${state.results[i]!.outcome}`)}</span>}
              </h2>
              <Hand cards={hand.cards} />
              <small>{money(hand.stakeMinor)}</small>
            </div>
          ))
        ) : (
          <p class="gc-felt-hint">{t('waiting')}</p>
        )}
      </section>
      <div class="gc-controls">
        {open ? (
          ACTIONS.map((a) => (
            <button key={a} type="button" class={`gc-btn gc-btn--${a}`} disabled={busy || !allowed.includes(a)} onClick={() => void act(a)} data-testid={`bj-${a}`}>
              {t(a)}
            </button>
          ))
        ) : (
          <>
            <StakeControl value={stake} onChange={setStake} disabled={busy} />
            <button type="button" class="gc-play" disabled={busy || stake > balanceMinor} onClick={() => void deal()} data-testid="deal">
              {t('deal')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
