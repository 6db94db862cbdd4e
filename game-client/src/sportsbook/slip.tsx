import { useState } from 'preact/hooks';
import type { TBetView, TLangCode, TOddsPolicy, TSportState } from '@sportsbook/contract';
import { newBetId, SportFailure, type TSportApi } from './api';
import type { TTranslate } from './i18n';
import { PlacedTickets, type TPlaced } from './placed-tickets';
import { combinedOdds, odds as fmtOdds, parseStake, slipReturn } from './slip-math';

export interface TSlipItem {
  selectionId: string;
  eventId: string;
  oddsX100: number;
  /** The odds when the player added it (the slip shows a move). */
  addedOddsX100: number;
  live: boolean;
  suspended: boolean;
  label: { event: string; market: string; pick: string };
}

/**
 * The bet slip: legs, stake, the odds-change policy, the figures, placing, then the placed tickets as the
 * book took them. Odds that moved before the book took the bet follow the player's policy (default: only
 * higher): a rise is taken at the new odds, which the placed ticket shows; a fall (any move under "ask
 * me") is refused with ODDS_CHANGED and the new odds on each leg, and the player confirms them.
 */
export function Slip({ t, lang, api, items, limits, fmt, setItems, onPlaced, onClose }: {
  t: TTranslate;
  lang: TLangCode;
  api: TSportApi;
  items: TSlipItem[];
  limits: TSportState['limits'];
  fmt(minor: number): string;
  setItems(fn: (items: TSlipItem[]) => TSlipItem[]): void;
  onPlaced(balanceMinor: number, bets: TBetView[]): void;
  onClose(): void;
}) {
  const [stakeText, setStakeText] = useState('');
  const [policy, setPolicy] = useState<TOddsPolicy>('higher');
  const [mode, setMode] = useState<'acca' | 'single'>('acca');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' } | null>(null);
  const [ask, setAsk] = useState(false);
  const [placedView, setPlacedView] = useState<TPlaced | null>(null);
  const kind = items.length < 2 ? 'single' : mode;
  const stake = parseStake(stakeText);
  const ret = slipReturn(kind, stake ?? 0, items.map((i) => i.oddsX100));
  const count = kind === 'single' ? items.length : items.length > 0 ? 1 : 0;
  const anySuspended = items.some((i) => i.suspended);

  const place = async () => {
    if (stake === null || stake <= 0) {
      setMessage({ text: t('badStake'), tone: 'error' });
      return;
    }
    setBusy(true);
    setMessage(null);
    setPlacedView(null);
    const slips = kind === 'acca' ? [items] : items.map((i) => [i]);
    const shown = new Map(items.map((i) => [i.selectionId, i.oddsX100]));
    const placed: TBetView[] = [];
    let balance: number | undefined;
    try {
      for (const legs of slips) {
        const answer = await api.bet({
          betId: newBetId(),
          kind: legs.length > 1 ? 'acca' : 'single',
          stakeMinor: stake,
          // After an ODDS_CHANGED the legs carry the new odds the player confirmed; a further move follows the same policy.
          policy,
          selections: legs.map((l) => ({ selectionId: l.selectionId, oddsX100: l.oddsX100, live: l.live })),
        });
        placed.push(answer.bet);
        balance = answer.balanceMinor;
        setItems((list) => list.filter((i) => !legs.some((l) => l.selectionId === i.selectionId)));
      }
      setAsk(false);
    } catch (error) {
      if (error instanceof SportFailure) {
        const changes = new Map((error.body.changes ?? []).map((c) => [c.selectionId, c.oddsX100]));
        if (changes.size > 0) {
          setItems((list) => list.map((i) => (changes.has(i.selectionId) ? { ...i, oddsX100: changes.get(i.selectionId) ?? i.oddsX100, suspended: changes.get(i.selectionId) === null } : i)));
        }
        setAsk(error.code === 'ODDS_CHANGED');
        if (error.body.balanceMinor !== undefined) balance = error.body.balanceMinor;
        setMessage({ text: error.message, tone: 'error' });
      } else setMessage({ text: t('error'), tone: 'error' });
    } finally {
      setBusy(false);
      if (placed.length > 0) setPlacedView({ bets: placed, shown });
      if (placed.length > 0 && balance !== undefined) onPlaced(balance, placed);
    }
  };

  return (
    <section class="sb-slip" data-testid="sb-slip" aria-label={t('slip')}>
      <header class="sb-slip__head">
        <h2>
          {t('slip')} {items.length > 0 && <span class="sb-count">{items.length}</span>}
        </h2>
        {items.length > 0 && (
          <button type="button" class="sb-link" onClick={() => setItems(() => [])}>
            {t('clear')}
          </button>
        )}
        <button type="button" class="sb-link sb-slip__close" onClick={onClose} aria-label={t('close')}>
          ✕
        </button>
      </header>
      {placedView && <PlacedTickets t={t} lang={lang} placed={placedView} fmt={fmt} onDone={() => setPlacedView(null)} />}
      {items.length === 0 ? (
        <>
          {message && <p class={`sb-msg sb-msg--${message.tone}`} role="alert" data-testid="sb-message">{message.text}</p>}
          {!placedView && <p class="sb-empty">{t('slipEmpty')}</p>}
        </>
      ) : (
        <>
          {items.length > 1 && (
            <div class="sb-seg" role="tablist">
              <button type="button" role="tab" aria-selected={mode === 'acca'} class={mode === 'acca' ? 'is-on' : ''} data-testid="sb-kind-acca" onClick={() => setMode('acca')}>
                {t('acca')}
              </button>
              <button type="button" role="tab" aria-selected={mode === 'single'} class={mode === 'single' ? 'is-on' : ''} data-testid="sb-kind-single" onClick={() => setMode('single')}>
                {t('singles', { n: items.length })}
              </button>
            </div>
          )}
          <ul class="sb-legs">
            {items.map((i) => (
              <li key={i.selectionId} class={`sb-leg${i.suspended ? ' is-suspended' : ''}`} data-testid="sb-leg">
                <div class="sb-leg__pick">
                  <strong>{i.label.pick}</strong>
                  <span>{i.label.market}</span>
                  <small>{i.label.event}</small>
                  {i.oddsX100 !== i.addedOddsX100 && !i.suspended && (
                    <small class={i.oddsX100 > i.addedOddsX100 ? 'sb-up' : 'sb-down'}>{t('oddsMoved', { old: fmtOdds(i.addedOddsX100), new: fmtOdds(i.oddsX100) })}</small>
                  )}
                </div>
                <div class="sb-leg__odds">{i.suspended ? t('suspended') : fmtOdds(i.oddsX100)}</div>
                <button type="button" class="sb-leg__x" aria-label={t('remove')} onClick={() => setItems((list) => list.filter((x) => x.selectionId !== i.selectionId))}>
                  ✕
                </button>
              </li>
            ))}
          </ul>
          <label class="sb-stake">
            <span>{kind === 'single' && items.length > 1 ? t('stakePerBet') : t('stake')}</span>
            <input inputMode="decimal" autoComplete="off" placeholder="0,00" value={stakeText} data-testid="sb-stake" onInput={(e) => setStakeText((e.target as HTMLInputElement).value)} />
          </label>
          <div class="sb-presets">
            {limits.presetsMinor.map((p) => (
              <button key={p} type="button" class="sb-chip" data-testid="sb-preset" onClick={() => setStakeText(String(p / 100))}>
                {fmt(p).replace(/[,.]00$/, '')}
              </button>
            ))}
          </div>
          <p class="sb-limits">{t('limits', { min: fmt(limits.minStakeMinor), max: fmt(limits.maxStakeMinor) })}</p>
          <label class="sb-policy">
            <span>{t('policy')}</span>
            <select value={policy} onChange={(e) => setPolicy((e.target as HTMLSelectElement).value as TOddsPolicy)}>
              <option value="any">{t('policyAny')}</option>
              <option value="higher">{t('policyHigher')}</option>
              <option value="none">{t('policyNone')}</option>
            </select>
          </label>
          <dl class="sb-sum">
            {kind === 'acca' && (
              <div>
                <dt>{t('totalOdds')}</dt>
                <dd data-testid="sb-total-odds">{fmtOdds(combinedOdds(items.map((i) => i.oddsX100)))}</dd>
              </div>
            )}
            <div>
              <dt>{t('totalStake')}</dt>
              <dd>{fmt((stake ?? 0) * count)}</dd>
            </div>
            <div class="sb-sum__ret">
              <dt>{t('potential')}</dt>
              <dd data-testid="sb-potential">{fmt(ret)}</dd>
            </div>
          </dl>
          {message && <p class={`sb-msg sb-msg--${message.tone}`} role="alert" data-testid="sb-message">{message.text}</p>}
          <button type="button" class="sb-place" data-testid="sb-place" disabled={busy || anySuspended || stake === null || stake <= 0} onClick={() => void place()}>
            {busy ? t('placing') : ask ? t('accept') : `${t('place')} · ${fmt((stake ?? 0) * count)}`}
          </button>
        </>
      )}
    </section>
  );
}
