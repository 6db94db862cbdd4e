import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TBetView, TBoard, TEventView, TLangCode, TMarketView, TOddsPolicy, TSelectionView, TSport, TSportState } from '@sportsbook/contract';
import { marketLabel, pickLabel } from '@sportsbook/words';
import { money } from '../format';
import { createSportApi, newBetId, SportFailure, type TSportApi } from './api';
import { sportTranslator, type TTranslate } from './i18n';
import { combinedOdds, odds as fmtOdds, parseStake, slipReturn } from './slip-math';

type TTab = 'live' | 'upcoming' | 'bets';
type TFilter = 'all' | TSport;
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

/** Small drawn icons (no emoji font needed): a football, a basketball, a tennis ball. */
function SportIcon({ sport }: { sport: TSport }) {
  if (sport === 'football') {
    return (
      <svg class="sb-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#f4f5fb" />
        <path d="M12 7.2l4.3 3.1-1.6 5h-5.4l-1.6-5z" fill="#1b1f3a" />
        <path d="M12 2v5.2M16.3 10.3l5-1.6M14.7 15.3l3 4.3M9.3 15.3l-3 4.3M7.7 10.3l-5-1.6" stroke="#1b1f3a" stroke-width="1.4" fill="none" />
      </svg>
    );
  }
  if (sport === 'basketball') {
    return (
      <svg class="sb-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="#ff8a2a" />
        <path d="M2 12h20M12 2v20M5 4.8c3 2.6 3 11.8 0 14.4M19 4.8c-3 2.6-3 11.8 0 14.4" stroke="#3a1600" stroke-width="1.3" fill="none" />
      </svg>
    );
  }
  return (
    <svg class="sb-icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="#d7f34a" />
      <path d="M4.5 5.5c4 3.4 4 9.6 0 13M19.5 5.5c-4 3.4-4 9.6 0 13" stroke="#fff" stroke-width="1.6" fill="none" />
    </svg>
  );
}

/** Tells the operator's page the new balance: its header shows it at once. */
const postBalance = (balanceMinor: number) => {
  if (window.parent !== window) window.parent.postMessage({ type: 'casino:balance', totalAssetsMinor: balanceMinor }, '*');
};

const findSelection = (board: TBoard, selectionId: string): { event: TEventView; market: TMarketView; selection: TSelectionView } | undefined => {
  for (const event of board.events) {
    for (const market of event.markets) {
      const selection = market.selections.find((s) => s.id === selectionId);
      if (selection) return { event, market, selection };
    }
  }
  return undefined;
};

const clockOf = (e: TEventView, t: TTranslate, lang: TLangCode, now: number): string => {
  if (e.status === 'live') {
    const s = e.score;
    if (e.sport === 'football') return s.period === 'HT' ? t('halfTime') : `${s.minute ?? 0}'`;
    if (e.sport === 'basketball') return s.detail === 'HT' ? t('halfTime') : `${t('quarter', { n: s.period.slice(1) })} · ${s.minute ?? 0}'`;
    return t('set', { n: s.period.slice(1) });
  }
  const d = new Date(e.startsAt);
  const day = new Date(now);
  const time = d.toLocaleTimeString(lang === 'tk' ? 'tr-TR' : lang, { hour: '2-digit', minute: '2-digit' });
  const sameDay = d.toDateString() === day.toDateString();
  const next = new Date(now + 86_400_000).toDateString() === d.toDateString();
  return `${sameDay ? t('today') : next ? t('tomorrow') : d.toLocaleDateString(lang === 'tk' ? 'tr-TR' : lang, { day: '2-digit', month: '2-digit' })} ${time}`;
};

export function SportsbookApp({ session, lang, api: injected }: { session: string; lang: TLangCode; api?: TSportApi }) {
  const t = useMemo(() => sportTranslator(lang), [lang]);
  const api = useMemo(() => injected ?? createSportApi(session, t('error')), [injected, session, t]);
  const [state, setState] = useState<TSportState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [board, setBoard] = useState<TBoard | null>(null);
  const [bets, setBets] = useState<TBetView[]>([]);
  const [balance, setBalance] = useState(0);
  const [tab, setTab] = useState<TTab>('upcoming');
  const [filter, setFilter] = useState<TFilter>('all');
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [slip, setSlip] = useState<TSlipItem[]>([]);
  const [slipOpen, setSlipOpen] = useState(false);
  const [online, setOnline] = useState(true);
  // Odds moves of the last update, by selection id: 1 up, -1 down.
  const previous = useRef(new Map<string, number>());
  const [moves, setMoves] = useState(new Map<string, number>());

  const load = useCallback(() => {
    setFailed(null);
    api.state().then(
      (s) => {
        setState(s);
        setBoard(s.board);
        setBets(s.bets);
        setBalance(s.balanceMinor);
        postBalance(s.balanceMinor);
        setTab(s.board.events.some((e) => e.status === 'live') ? 'live' : 'upcoming');
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : t('error')),
    );
  }, [api, t]);
  useEffect(load, [load]);

  useEffect(() => {
    if (!state) return undefined;
    return api.stream({
      board: setBoard,
      bets: (update) => {
        setBets(update.bets);
        setBalance(update.balanceMinor);
        postBalance(update.balanceMinor);
      },
      status: setOnline,
    });
  }, [api, state]);

  // Odds moves and the slip follow the board.
  useEffect(() => {
    if (!board) return;
    const next = new Map<string, number>();
    const now = new Map<string, number>();
    for (const e of board.events)
      for (const m of e.markets)
        for (const s of m.selections) {
          now.set(s.id, s.oddsX100);
          const before = previous.current.get(s.id);
          if (before !== undefined && before !== s.oddsX100) next.set(s.id, s.oddsX100 > before ? 1 : -1);
        }
    previous.current = now;
    if (next.size > 0) setMoves(next);
    setSlip((items) =>
      items.map((item) => {
        const found = findSelection(board, item.selectionId);
        if (!found) return { ...item, suspended: true };
        return { ...item, oddsX100: found.selection.oddsX100, suspended: found.market.status !== 'open', live: found.event.status === 'live' };
      }),
    );
  }, [board]);

  const toggle = useCallback(
    (event: TEventView, market: TMarketView, selection: TSelectionView) => {
      setSlip((items) => {
        if (items.some((i) => i.selectionId === selection.id)) return items.filter((i) => i.selectionId !== selection.id);
        const item: TSlipItem = {
          selectionId: selection.id,
          eventId: event.id,
          oddsX100: selection.oddsX100,
          addedOddsX100: selection.oddsX100,
          live: event.status === 'live',
          suspended: market.status !== 'open',
          label: { event: `${event.home} - ${event.away}`, market: marketLabel(lang, event.sport, market.type, market.line), pick: pickLabel(lang, selection.pick, market.type, event.home, event.away, market.line) },
        };
        // One selection per event: a new pick of the same event replaces the old one.
        return [...items.filter((i) => i.eventId !== event.id), item].slice(-(state?.limits.maxSelections ?? 12));
      });
    },
    [lang, state],
  );

  if (failed) {
    return (
      <div class="sb sb--center" role="alert">
        <p>{failed}</p>
        <button type="button" class="sb-btn" onClick={load}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!state || !board) {
    return (
      <div class="sb sb--center" role="status">
        <span class="sb-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }

  const names = new Map(state.competitions.map((c) => [c.id, c.name]));
  const shown = board.events.filter((e) => (tab === 'live' ? e.status === 'live' : e.status === 'prematch') && (filter === 'all' || e.sport === filter));
  const groups = new Map<string, TEventView[]>();
  for (const e of shown) groups.set(e.competition, [...(groups.get(e.competition) ?? []), e]);
  const liveCount = board.events.filter((e) => e.status === 'live').length;
  const picked = new Set(slip.map((s) => s.selectionId));
  const fmt = (minor: number) => money(minor, lang, state.currency);

  const slipView = (
    <Slip
      t={t}
      api={api}
      items={slip}
      limits={state.limits}
      fmt={fmt}
      setItems={setSlip}
      onPlaced={(balanceMinor, placed) => {
        setBalance(balanceMinor);
        postBalance(balanceMinor);
        setBets((list) => [...placed, ...list.filter((b) => !placed.some((p) => p.betId === b.betId))]);
      }}
      onClose={() => setSlipOpen(false)}
    />
  );

  return (
    <div class="sb">
      <header class="sb-top">
        <div class="sb-brand">
          <span class="sb-brand__mark" aria-hidden="true">
            <SportIcon sport="football" />
          </span>
          {t('brand')}
        </div>
        <div class="sb-balance">
          <small>{t('balance')}</small>
          <strong data-testid="sb-balance">{fmt(balance)}</strong>
        </div>
      </header>
      <nav class="sb-tabs" role="tablist">
        {(['live', 'upcoming', 'bets'] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} class={`sb-tab${tab === id ? ' is-on' : ''}`} data-testid={`sb-tab-${id}`} onClick={() => setTab(id)}>
            {id === 'live' && <span class="sb-dot" aria-hidden="true" />}
            {t(id === 'bets' ? 'myBets' : id)}
            {id === 'live' && <span class="sb-count">{liveCount}</span>}
            {id === 'bets' && bets.some((b) => b.status === 'open') && <span class="sb-count">{bets.filter((b) => b.status === 'open').length}</span>}
          </button>
        ))}
      </nav>
      {!online && <p class="sb-offline">{t('reconnecting')}</p>}
      <div class="sb-body">
        <main class="sb-main">
          {tab !== 'bets' && (
            <div class="sb-sports">
              {(['all', 'football', 'basketball', 'tennis'] as const).map((id) => (
                <button key={id} type="button" class={`sb-chip${filter === id ? ' is-on' : ''}`} onClick={() => setFilter(id)}>
                  {id !== 'all' && <SportIcon sport={id} />}
                  {t(id)}
                </button>
              ))}
            </div>
          )}
          {tab === 'bets' ? (
            <MyBets t={t} lang={lang} bets={bets} fmt={fmt} />
          ) : shown.length === 0 ? (
            <p class="sb-empty">{t('noEvents')}</p>
          ) : (
            [...groups].map(([competition, events]) => (
              <section key={competition} class="sb-group">
                <h2 class="sb-group__title">
                  <SportIcon sport={events[0]!.sport} /> {names.get(competition) ?? competition}
                </h2>
                {events.map((e) => (
                  <EventRow key={e.id} e={e} t={t} lang={lang} now={board.at} picked={picked} moves={moves} expanded={open[e.id] === true} onExpand={() => setOpen((o) => ({ ...o, [e.id]: !o[e.id] }))} onPick={toggle} />
                ))}
              </section>
            ))
          )}
        </main>
        <aside class="sb-side">{slipView}</aside>
      </div>
      {slip.length > 0 && !slipOpen && (
        <button type="button" class="sb-slipbar" data-testid="sb-slipbar" onClick={() => setSlipOpen(true)}>
          <span class="sb-slipbar__count">{slip.length}</span>
          <span>{t('slip')}</span>
          <strong>{fmtOdds(combinedOdds(slip.map((s) => s.oddsX100)))}</strong>
        </button>
      )}
      {slipOpen && (
        <div class="sb-sheet" role="dialog" aria-modal="true" aria-label={t('slip')}>
          <button type="button" class="sb-sheet__scrim" aria-label={t('close')} onClick={() => setSlipOpen(false)} />
          <div class="sb-sheet__panel">{slipView}</div>
        </div>
      )}
    </div>
  );
}

function EventRow({ e, t, lang, now, picked, moves, expanded, onExpand, onPick }: {
  e: TEventView;
  t: TTranslate;
  lang: TLangCode;
  now: number;
  picked: Set<string>;
  moves: Map<string, number>;
  expanded: boolean;
  onExpand(): void;
  onPick(e: TEventView, m: TMarketView, s: TSelectionView): void;
}) {
  const [main, ...more] = e.markets;
  const live = e.status === 'live';
  const odd = (m: TMarketView, s: TSelectionView, wide = false) => {
    const move = moves.get(s.id) ?? 0;
    const locked = m.status !== 'open';
    return (
      <button
        key={s.id}
        type="button"
        class={`sb-odd${picked.has(s.id) ? ' is-picked' : ''}${move > 0 ? ' is-up' : move < 0 ? ' is-down' : ''}${wide ? ' sb-odd--wide' : ''}`}
        disabled={locked}
        aria-pressed={picked.has(s.id)}
        data-testid="sb-odd"
        data-selection={s.id}
        data-event={e.id}
        onClick={() => onPick(e, m, s)}
      >
        <span class="sb-odd__pick">{pickLabel(lang, s.pick, m.type, e.home, e.away, m.line).split(' · ')[0]}</span>
        <strong>{locked ? <span aria-label={t('suspended')}>🔒</span> : fmtOdds(s.oddsX100)}</strong>
      </button>
    );
  };
  return (
    <article class={`sb-ev${live ? ' is-live' : ''}`} data-testid="sb-event" data-event={e.id}>
      <div class="sb-ev__head">
        <div class="sb-ev__meta">
          {live && <span class="sb-live">{t('liveBadge')}</span>}
          <span>{clockOf(e, t, lang, now)}</span>
        </div>
        <div class="sb-ev__teams">
          <div class="sb-team">
            <span>{e.home}</span>
            {live && <b>{e.score.home}</b>}
          </div>
          <div class="sb-team">
            <span>{e.away}</span>
            {live && <b>{e.score.away}</b>}
          </div>
          {live && e.sport === 'tennis' && e.score.detail && <small class="sb-games">{e.score.detail}</small>}
        </div>
      </div>
      {main && (
        <div class="sb-ev__main">
          <div class={`sb-odds sb-odds--${main.selections.length}`}>{main.selections.map((s) => odd(main, s))}</div>
          {more.length > 0 && (
            <button type="button" class="sb-more" aria-expanded={expanded} onClick={onExpand}>
              {expanded ? '−' : t('moreMarkets', { n: more.length })}
            </button>
          )}
        </div>
      )}
      {expanded && (
        <div class="sb-ev__markets">
          {more.map((m) => (
            <div key={m.key} class="sb-market">
              <div class="sb-market__name">{marketLabel(lang, e.sport, m.type, m.line)}</div>
              <div class={`sb-odds sb-odds--${m.selections.length}`}>{m.selections.map((s) => odd(m, s, true))}</div>
            </div>
          ))}
        </div>
      )}
    </article>
  );
}

function Slip({ t, api, items, limits, fmt, setItems, onPlaced, onClose }: {
  t: TTranslate;
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
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);
  const [ask, setAsk] = useState(false);
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
    const slips = kind === 'acca' ? [items] : items.map((i) => [i]);
    const placed: TBetView[] = [];
    let balance: number | undefined;
    try {
      for (const legs of slips) {
        const answer = await api.bet({
          betId: newBetId(),
          kind: legs.length > 1 ? 'acca' : 'single',
          stakeMinor: stake,
          policy: ask ? 'any' : policy,
          selections: legs.map((l) => ({ selectionId: l.selectionId, oddsX100: l.oddsX100, live: l.live })),
        });
        placed.push(answer.bet);
        balance = answer.balanceMinor;
        setItems((list) => list.filter((i) => !legs.some((l) => l.selectionId === i.selectionId)));
      }
      setAsk(false);
      setMessage({ text: placed.length > 1 ? t('placedMany', { n: placed.length }) : t('placed', { id: placed[0]!.betId.slice(0, 8).toUpperCase() }), tone: 'ok' });
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
      {items.length === 0 ? (
        <>
          {message && <p class={`sb-msg sb-msg--${message.tone}`} role="status" data-testid="sb-message">{message.text}</p>}
          <p class="sb-empty">{t('slipEmpty')}</p>
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

function MyBets({ t, lang, bets, fmt }: { t: TTranslate; lang: TLangCode; bets: TBetView[]; fmt(minor: number): string }) {
  if (bets.length === 0) return <p class="sb-empty">{t('noBets')}</p>;
  return (
    <ul class="sb-bets">
      {bets.map((b) => (
        <li key={b.betId} class={`sb-bet sb-bet--${b.status}`} data-testid="sb-bet" data-status={b.status}>
          <header>
            <strong>{b.kind === 'acca' ? `${t('acca')} (${b.legs.length})` : t('single')}</strong>
            <span class={`sb-status sb-status--${b.status}`}>{t(`status_${b.status}` as Parameters<TTranslate>[0])}</span>
          </header>
          <ul>
            {b.legs.map((l) => (
              <li key={l.selectionId} class={`sb-bet__leg${l.result ? ` is-${l.result}` : ''}`}>
                <span class="sb-bet__mark" aria-hidden="true">
                  {l.result === 'won' ? '✓' : l.result === 'lost' ? '✕' : l.result === 'void' ? '↺' : '•'}
                </span>
                <span>
                  <b>{pickLabel(lang, l.pick, l.marketType, l.event.split(' - ')[0] ?? '', l.event.split(' - ')[1] ?? '', l.line)}</b> · {marketLabel(lang, l.sport, l.marketType, l.line)}
                  <small>{l.event}</small>
                </span>
                <em>{fmtOdds(l.oddsX100)}</em>
              </li>
            ))}
          </ul>
          <footer>
            <span>
              {t('stakeShort')} <b>{fmt(b.stakeMinor)}</b>
            </span>
            <span>
              {t('odds')} <b>{fmtOdds(b.oddsX100)}</b>
            </span>
            <span>
              {b.status === 'open' ? t('potential') : t('returned')} <b>{fmt(b.status === 'open' ? b.potentialReturnMinor : b.status === 'void' ? b.stakeMinor : b.winMinor)}</b>
            </span>
          </footer>
        </li>
      ))}
    </ul>
  );
}
