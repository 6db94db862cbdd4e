import type { TEventView, TLangCode, TMarketView, TSelectionView } from '@sportsbook/contract';
import { marketLabel, pickLabel } from '@sportsbook/words';
import type { TTranslate } from './i18n';
import { odds as fmtOdds } from './slip-math';
import { formatDate, istanbulDay } from '@casino/format';

const clockOf = (e: TEventView, t: TTranslate, lang: TLangCode, now: number): string => {
  if (e.status === 'live') {
    const s = e.score;
    if (e.sport === 'football') return s.period === 'HT' ? t('halfTime') : `${s.minute ?? 0}'`;
    if (e.sport === 'basketball') return s.detail === 'HT' ? t('halfTime') : `${t('quarter', { n: s.period.slice(1) })} · ${s.minute ?? 0}'`;
    return t('set', { n: s.period.slice(1) });
  }
  // Days and times in Istanbul, whatever the device's zone: "today" is the Istanbul calendar day.
  const day = istanbulDay(e.startsAt);
  const time = formatDate(e.startsAt, lang, 'time');
  const sameDay = day === istanbulDay(now);
  const next = day === istanbulDay(now + 86_400_000);
  return `${sameDay ? t('today') : next ? t('tomorrow') : formatDate(e.startsAt, lang, 'shortDayMonth')} ${time}`;
};

/** One event of the board: teams, live score or kick-off, the main market and the others on demand. */
export function EventRow({ e, t, lang, now, picked, moves, expanded, onExpand, onPick }: {
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
        <strong>{locked ? <span role="img" aria-label={t('suspended')}>🔒</span> : fmtOdds(s.oddsX100)}</strong>
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
