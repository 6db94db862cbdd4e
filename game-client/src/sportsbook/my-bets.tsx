import type { TBetView, TLangCode } from '@sportsbook/contract';
import { marketLabel, pickLabel } from '@sportsbook/words';
import type { TTranslate } from './i18n';
import { odds as fmtOdds } from './slip-math';

/** My bets: each bet with its legs and their results, stake, odds and return. */
export function MyBets({ t, lang, bets, fmt }: { t: TTranslate; lang: TLangCode; bets: TBetView[]; fmt(minor: number): string }) {
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
