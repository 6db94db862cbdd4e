import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TBetView, TBoard, TEventView, TLangCode, TMarketView, TSelectionView, TSport, TSportState } from '@sportsbook/contract';
import { marketLabel, pickLabel } from '@sportsbook/words';
import { money } from '../format';
import { createSportApi, type TSportApi } from './api';
import { EventRow } from './event-row';
import { sportTranslator } from './i18n';
import { MyBets } from './my-bets';
import { Slip, type TSlipItem } from './slip';
import { combinedOdds, odds as fmtOdds } from './slip-math';

type TTab = 'live' | 'upcoming' | 'bets';
type TFilter = 'all' | TSport;
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
      lang={lang}
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
