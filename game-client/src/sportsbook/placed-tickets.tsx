import type { TBetView, TLangCode } from '@sportsbook/contract';
import { BetCard } from './bet-card';
import type { TTranslate } from './i18n';

/** Bets the book just took, with what the slip showed for each selection before placing. */
export interface TPlaced {
  bets: TBetView[];
  /** The slip's odds at the moment of placing, by selection id. */
  shown: ReadonlyMap<string, number>;
}

/**
 * The placed tickets, as the book answered them: the odds it took each leg at and the return at those
 * odds (never the slip's figures from before placing), with a note when the odds it took differ.
 */
export function PlacedTickets({ t, lang, placed, fmt, onDone }: { t: TTranslate; lang: TLangCode; placed: TPlaced; fmt(minor: number): string; onDone(): void }) {
  const { bets, shown } = placed;
  const moved = bets.some((b) => b.legs.some((l) => shown.has(l.selectionId) && shown.get(l.selectionId) !== l.oddsX100));
  return (
    <div class="sb-placed" data-testid="sb-placed">
      <p class="sb-msg sb-msg--ok" role="status" data-testid="sb-message">
        {bets.length > 1 ? t('placedMany', { n: bets.length }) : t('placed', { id: bets[0]?.betId.slice(0, 8).toUpperCase() ?? '' })}
      </p>
      {moved && (
        <p class="sb-msg sb-msg--warn" data-testid="sb-placed-moved">
          {t('placedAtNew')}
        </p>
      )}
      <ul class="sb-bets">
        {bets.map((b) => (
          <BetCard key={b.betId} t={t} lang={lang} bet={b} fmt={fmt} testId="sb-ticket" shown={shown} />
        ))}
      </ul>
      <button type="button" class="sb-link sb-placed__done" data-testid="sb-placed-done" onClick={onDone}>
        {t('done')}
      </button>
    </div>
  );
}
