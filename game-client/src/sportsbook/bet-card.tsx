import type { TBetView, TLangCode } from '@sportsbook/contract';
import { marketLabel, pickLabel } from '@sportsbook/words';
import type { TTranslate } from './i18n';
import { odds as fmtOdds } from './slip-math';

/**
 * One bet as the book holds it: its legs at the odds it took them at, the stake, the combined odds and
 * the return (potential while open). `shown` (the slip's odds before placing, by selection) marks the
 * legs the book took at other odds than the slip showed.
 */
export function BetCard({ t, lang, bet: b, fmt, testId = 'sb-bet', shown }: {
  t: TTranslate;
  lang: TLangCode;
  bet: TBetView;
  fmt(minor: number): string;
  testId?: string;
  shown?: ReadonlyMap<string, number>;
}) {
  return (
    <li class={`sb-bet sb-bet--${b.status}`} data-testid={testId} data-status={b.status} data-bet={b.betId}>
      <header>
        <strong>{b.kind === 'acca' ? `${t('acca')} (${b.legs.length})` : t('single')}</strong>
        <span class={`sb-status sb-status--${b.status}`}>{t(`status_${b.status}` as Parameters<TTranslate>[0])}</span>
      </header>
      <ul>
        {b.legs.map((l) => {
          const before = shown?.get(l.selectionId);
          return (
            <li key={l.selectionId} class={`sb-bet__leg${l.result ? ` is-${l.result}` : ''}`} data-testid="bet-leg">
              <span class="sb-bet__mark" aria-hidden="true">
                {l.result === 'won' ? '✓' : l.result === 'lost' ? '✕' : l.result === 'void' ? '↺' : '•'}
              </span>
              <span>
                <b>{pickLabel(lang, l.pick, l.marketType, l.event.split(' - ')[0] ?? '', l.event.split(' - ')[1] ?? '', l.line)}</b> · {marketLabel(lang, l.sport, l.marketType, l.line)}
                <small>{l.event}</small>
                {before !== undefined && before !== l.oddsX100 && (
                  <small class={l.oddsX100 > before ? 'sb-up' : 'sb-down'} data-testid="bet-leg-moved">
                    {t('oddsMoved', { old: fmtOdds(before), new: fmtOdds(l.oddsX100) })}
                  </small>
                )}
              </span>
              <em data-testid="bet-leg-odds">{fmtOdds(l.oddsX100)}</em>
            </li>
          );
        })}
      </ul>
      <footer>
        <span>
          {t('stakeShort')} <b data-testid="bet-stake">{fmt(b.stakeMinor)}</b>
        </span>
        <span>
          {t('odds')} <b data-testid="bet-odds">{fmtOdds(b.oddsX100)}</b>
        </span>
        <span>
          {b.status === 'open' ? t('potential') : t('returned')}{' '}
          <b data-testid="bet-return">{fmt(b.status === 'open' ? b.potentialReturnMinor : b.status === 'void' ? b.stakeMinor : b.winMinor)}</b>
        </span>
      </footer>
    </li>
  );
}
