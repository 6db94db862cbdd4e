import type { TBetView, TLangCode } from '@sportsbook/contract';
import { BetCard } from './bet-card';
import type { TTranslate } from './i18n';

/** My bets: each bet with its legs and their results, stake, odds and return. */
export function MyBets({ t, lang, bets, fmt }: { t: TTranslate; lang: TLangCode; bets: TBetView[]; fmt(minor: number): string }) {
  if (bets.length === 0) return <p class="sb-empty">{t('noBets')}</p>;
  return (
    <ul class="sb-bets">
      {bets.map((b) => (
        <BetCard key={b.betId} t={t} lang={lang} bet={b} fmt={fmt} />
      ))}
    </ul>
  );
}
