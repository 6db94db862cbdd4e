import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobal, useUser } from '@casino/shared';
import { useGameOptions } from '../hooks/use-game-options';
import { useGameRecords, type TRecordFilters } from '../hooks/use-game-records';
import { RecordFilters } from './record-filters';
import { RecordsCards } from './records-cards';
import { RecordsEmpty, RecordsError, RecordsSkeleton } from './records-states';
import { RecordsTable } from './records-table';
import './records.css';

const DEFAULT_FILTERS: TRecordFilters = { range: '7d', gameId: 0 };

/** myBettingRecords: the player's rounds, filtered by date range and game, a table on desktop and cards on mobile. */
export function BettingRecords() {
  const { t } = useTranslation('account');
  const { isPc } = useGlobal();
  const { lang } = useUser();
  const [filters, setFilters] = useState<TRecordFilters>(DEFAULT_FILTERS);
  const records = useGameRecords(filters);
  const games = useGameOptions(records.rounds);
  const filtered = filters.range !== 'all' || filters.gameId !== 0;

  return (
    <section className={`acc-rec${isPc ? '' : ' acc-rec--mobile'}`} data-testid="account-my-betting-records">
      <header className="acc-rec__head">
        <h1>{t('routes.MyBettingRecords')}</h1>
        {records.status === 'ready' && records.total > 0 && (
          <span className="acc-rec__count" data-testid="records-count">
            {t('records.count', { count: records.total })}
          </span>
        )}
      </header>
      <RecordFilters value={filters} games={games} onChange={setFilters} />

      {records.status === 'loading' && <RecordsSkeleton />}
      {records.status === 'error' && <RecordsError onRetry={records.retry} />}
      {records.status === 'ready' && records.rounds.length === 0 && <RecordsEmpty filtered={filtered} />}
      {records.status === 'ready' && records.rounds.length > 0 && (
        <>
          {isPc ? <RecordsTable rounds={records.rounds} lang={lang} /> : <RecordsCards rounds={records.rounds} lang={lang} />}
          <footer className="acc-rec__more">
            {records.moreFailed && (
              <span className="acc-rec__more-error" role="alert">
                {t('records.moreFailed')}
              </span>
            )}
            {records.hasMore ? (
              <button type="button" className="cs-button cs-button--ghost" disabled={records.loadingMore} onClick={records.loadMore} data-testid="records-more">
                {t(records.loadingMore ? 'records.loading' : records.moreFailed ? 'records.retry' : 'records.loadMore')}
              </button>
            ) : (
              <span className="acc-rec__end">{t('records.end')}</span>
            )}
          </footer>
        </>
      )}
    </section>
  );
}
