import { useTranslation } from 'react-i18next';
import type { Lang } from '@casino/shared';
import type { GameRecord } from '@casino/shared';
import { formatRoundTime } from '../lib/date-range';
import { money } from '../lib/money';
import { NetAmount, RoundTitle, SportLegs, StatusBadge } from './round-cells';

/** Mobile: one card per round, the net in the corner. */
export function RecordsCards({ rounds, lang }: { rounds: readonly GameRecord[]; lang: Lang }) {
  const { t } = useTranslation('account');
  return (
    <ul className="acc-rec__cards" data-testid="records-cards">
      {rounds.map((r) => (
        <li key={r.roundId} className="acc-rec__card" data-testid="round-row" data-round-id={r.roundId}>
          <div className="acc-rec__card-head">
            <strong className="acc-rec__game">
              <RoundTitle round={r} />
            </strong>
            <NetAmount round={r} lang={lang} />
          </div>
          <div className="acc-rec__card-meta">
            <time dateTime={r.createTime}>{formatRoundTime(r.createTime)}</time>
            <StatusBadge round={r} />
          </div>
          <dl className="acc-rec__card-facts">
            <div>
              <dt>{t('records.col.stake')}</dt>
              <dd data-testid="round-stake">{money(r.betMinor, r.currency, lang)}</dd>
            </div>
            <div>
              <dt>{t('records.col.win')}</dt>
              <dd data-testid="round-win">{money(r.winMinor, r.currency, lang)}</dd>
            </div>
          </dl>
          <SportLegs round={r} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
