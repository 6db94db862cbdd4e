import { useEffect, useState } from 'preact/hooks';
import type { TBaccaratBetType, TBaccaratCoup } from '@provider/engines/baccarat';
import { ChipRack, ChipStack } from '../components/chips';
import { Hand } from '../components/cards';
import { useGame } from '../context';

const SPOTS: TBaccaratBetType[] = ['player', 'tie', 'banker'];
const PAYS: Record<TBaccaratBetType, string> = { player: '1:1', tie: '8:1', banker: '0.95:1' };

/** Punto banco: chips on Player, Tie or Banker; the coup dealt by the tableau; the bead road of past coups. */
export function Baccarat() {
  const { game, play, settle, say, t, money, reducedMotion, api } = useGame();
  const [chip, setChip] = useState(game.limits.chipsMinor[2] ?? 100);
  const [bets, setBets] = useState<Partial<Record<TBaccaratBetType, number>>>({});
  const [last, setLast] = useState<Partial<Record<TBaccaratBetType, number>>>({});
  const [coup, setCoup] = useState<TBaccaratCoup | null>(null);
  const [busy, setBusy] = useState(false);
  const [road, setRoad] = useState<TBaccaratBetType[]>([]);

  useEffect(() => {
    api.recall().then((r) => setRoad(r.rounds.filter((x) => x.status === 'settled').map((x) => x.state.winner as TBaccaratBetType).reverse()), () => undefined);
  }, [api]);

  const total = Object.values(bets).reduce((a, b) => a + (b ?? 0), 0);
  const deal = async () => {
    const list = SPOTS.filter((s) => (bets[s] ?? 0) > 0).map((type) => ({ type, amountMinor: bets[type]! }));
    if (!list.length) return say(t('placeChips'), 'info');
    setBusy(true);
    setCoup(null);
    const answer = await play({ bets: list });
    if (!answer) return setBusy(false);
    const c = answer.round.state as unknown as TBaccaratCoup;
    setCoup(c);
    setTimeout(
      () => {
        setBusy(false);
        setRoad((r) => [...r, c.winner].slice(-30));
        setLast(bets);
        setBets({});
        settle(answer);
        say(`${t(`winner_${c.winner}`)} · ${answer.round.winMinor > 0 ? t('youWin', { amount: money(answer.round.winMinor) }) : t('noWin')}`, answer.round.winMinor > 0 ? 'win' : 'info');
      },
      reducedMotion ? 0 : 900 + 120 * (c.player.length + c.banker.length),
    );
  };

  return (
    <div class="gc-table-felt gc-baccarat">
      <p class="gc-felt-rule">{t('bankerCommission')}</p>
      <div class="gc-coup" data-testid="coup">
        <section class={`gc-seat${coup && !busy && coup.winner === 'player' ? ' is-winner' : ''}`}>
          <h2>
            {t('player')} {coup && <span class="gc-total-badge">{coup.playerTotal}</span>}
          </h2>
          {coup ? <Hand cards={coup.player} /> : <Hand cards={[]} hidden={2} />}
        </section>
        <section class={`gc-seat${coup && !busy && coup.winner === 'banker' ? ' is-winner' : ''}`}>
          <h2>
            {t('banker')} {coup && <span class="gc-total-badge">{coup.bankerTotal}</span>}
          </h2>
          {coup ? <Hand cards={coup.banker} /> : <Hand cards={[]} hidden={2} />}
        </section>
      </div>
      <div class="gc-bac-spots" role="group" aria-label={t('placeChips')}>
        {SPOTS.map((s) => (
          <button key={s} type="button" class={`gc-bac-spot gc-bac-spot--${s}${coup && !busy && coup.winner === s ? ' is-win' : ''}`} disabled={busy} onClick={() => setBets((b) => ({ ...b, [s]: (b[s] ?? 0) + chip }))} data-bet={s}>
            <strong>{t(s)}</strong>
            <small>{PAYS[s]}</small>
            <ChipStack amount={bets[s] ?? 0} />
          </button>
        ))}
      </div>
      {road.length > 0 && (
        <ol class="gc-road" aria-label={t('history')}>
          {road.map((w, i) => (
            <li key={i} class={`gc-road__bead gc-road__bead--${w}`}>
              {t(w).slice(0, 1)}
            </li>
          ))}
        </ol>
      )}
      <ChipRack value={chip} onChange={setChip} disabled={busy} />
      <div class="gc-controls">
        <button type="button" class="gc-btn gc-btn--ghost" onClick={() => setBets({})} disabled={busy || !total}>
          {t('clear')}
        </button>
        <button type="button" class="gc-btn gc-btn--ghost" onClick={() => setBets(last)} disabled={busy || !Object.keys(last).length}>
          {t('rebet')}
        </button>
        <div class="gc-total">
          <small>{t('totalBet')}</small>
          <strong>{money(total)}</strong>
        </div>
        <button type="button" class="gc-play" onClick={() => void deal()} disabled={busy || !total} data-testid="deal">
          {t('deal')}
        </button>
      </div>
    </div>
  );
}
