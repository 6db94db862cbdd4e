import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, type Lang } from '@casino/shared';
import type { GameRecord } from '@casino/shared';
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
            <time dateTime={r.createTime}>{formatDate(r.createTime, lang, 'shortDateTimeSeconds')}</time>
            <StatusBadge round={r} />
          </div>
          <dl className="acc-rec__card-facts">
            <div>
              <dt>{t('records.col.stake')}</dt>
              <dd data-testid="round-stake">{formatAmount(r.betMinor, lang, r.currency)}</dd>
            </div>
            <div>
              <dt>{t('records.col.win')}</dt>
              <dd data-testid="round-win">{formatAmount(r.winMinor, lang, r.currency)}</dd>
            </div>
          </dl>
          <SportLegs round={r} lang={lang} />
        </li>
      ))}
    </ul>
  );
}
