import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, type Lang } from '@casino/shared';
import type { GameRecord } from '@casino/shared';
import { Fragment } from 'react';
import { NetAmount, RoundTitle, SportLegs, StatusBadge } from './round-cells';

/** Desktop: one row per round. */
export function RecordsTable({ rounds, lang }: { rounds: readonly GameRecord[]; lang: Lang }) {
  const { t } = useTranslation('account');
  return (
    <table className="acc-rec__table" data-testid="records-table">
      <thead>
        <tr>
          <th scope="col">{t('records.col.game')}</th>
          <th scope="col">{t('records.col.time')}</th>
          <th scope="col" className="is-num">{t('records.col.stake')}</th>
          <th scope="col" className="is-num">{t('records.col.win')}</th>
          <th scope="col" className="is-num">{t('records.col.net')}</th>
          <th scope="col">{t('records.col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <Fragment key={r.roundId}>
          <tr data-testid="round-row" data-round-id={r.roundId} className={r.sport ? 'has-sport' : undefined}>
            <td className="acc-rec__game">
              <RoundTitle round={r} />
            </td>
            <td className="acc-rec__time">
              <time dateTime={r.createTime}>{formatDate(r.createTime, lang, 'shortDateTimeSeconds')}</time>
            </td>
            <td className="is-num" data-testid="round-stake">{formatAmount(r.betMinor, lang, r.currency)}</td>
            <td className="is-num" data-testid="round-win">{formatAmount(r.winMinor, lang, r.currency)}</td>
            <td className="is-num">
              <NetAmount round={r} lang={lang} />
            </td>
            <td>
              <StatusBadge round={r} />
            </td>
          </tr>
          {r.sport && (
            <tr className="acc-rec__sport-row">
              <td colSpan={6}>
                <SportLegs round={r} lang={lang} />
              </td>
            </tr>
          )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
