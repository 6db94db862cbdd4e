import type { TDailyReport, TGameReport, TReportFigures } from '@casino/shared/contracts';
import { useTranslation } from 'react-i18next';
import { count, money } from '../../ui/format';

const AMOUNTS = ['betsMinor', 'winsMinor', 'ggrMinor', 'bonusCostMinor', 'cashbackMinor', 'ngrMinor', 'depositsMinor', 'withdrawalsMinor'] as const;
const COUNTS = ['registrations', 'firstDepositors', 'activePlayers'] as const;
const label = (k: string) => k.replace(/Minor$/, '');

/** One row per day and a total: the books of the range. */
export const DailyTable = ({ report }: { report: TDailyReport }) => {
  const { t, i18n } = useTranslation('reports');
  const row = (f: TReportFigures) => (
    <>
      {AMOUNTS.map((k) => (
        <td key={k} data-label={t(label(k))} className={`num${f[k] < 0 ? ' negative' : ''}`}>
          {money(f[k], report.currency)}
        </td>
      ))}
      {COUNTS.map((k) => (
        <td key={k} data-label={t(label(k))} className="num">
          {f[k] === null ? '—' : count(f[k], i18n.language)}
        </td>
      ))}
    </>
  );
  return (
    <div className="table-wrap">
      <table className="table-cards" aria-label={t('dailyTable')}>
        <thead>
          <tr>
            <th>{t('day')}</th>
            {[...AMOUNTS, ...COUNTS].map((k) => (
              <th key={k} className="num">
                {t(label(k))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {row(d)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            {row(report.total)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
};

/** The four figures a provider's and a game's row share: settled rounds, bets, wins and GGR (red when negative). */
const PlayCells = ({ row, currency }: { row: { rounds: number; betsMinor: number; winsMinor: number; ggrMinor: number }; currency: string }) => {
  const { t, i18n } = useTranslation('reports');
  return (
    <>
      <td data-label={t('rounds')} className="num">{count(row.rounds, i18n.language)}</td>
      <td data-label={t('bets')} className="num">{money(row.betsMinor, currency)}</td>
      <td data-label={t('wins')} className="num">{money(row.winsMinor, currency)}</td>
      <td data-label={t('ggr')} className={`num${row.ggrMinor < 0 ? ' negative' : ''}`}>{money(row.ggrMinor, currency)}</td>
    </>
  );
};

/** Per provider, then per game: settled rounds, bets, wins and GGR. */
export const GamesTables = ({ report }: { report: TGameReport }) => {
  const { t, i18n } = useTranslation('reports');
  if (report.games.length === 0) return <div className="state state-empty">{t('noGames')}</div>;
  return (
    <>
      <h3>{t('providers')}</h3>
      <div className="table-wrap">
        <table className="table-cards" aria-label={t('providers')}>
          <thead>
            <tr>
              <th>{t('provider')}</th>
              <th className="num">{t('games')}</th>
              <th className="num">{t('rounds')}</th>
              <th className="num">{t('bets')}</th>
              <th className="num">{t('wins')}</th>
              <th className="num">{t('ggr')}</th>
            </tr>
          </thead>
          <tbody>
            {report.providers.map((p) => (
              <tr key={p.providerCode}>
                <th scope="row">{p.providerName}</th>
                <td data-label={t('games')} className="num">{count(p.games, i18n.language)}</td>
                <PlayCells row={p} currency={report.currency} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('gamesTitle')}</h3>
      <div className="table-wrap">
        <table className="table-cards" aria-label={t('gamesTitle')}>
          <thead>
            <tr>
              <th>{t('game')}</th>
              <th>{t('provider')}</th>
              <th className="num">{t('rounds')}</th>
              <th className="num">{t('bets')}</th>
              <th className="num">{t('wins')}</th>
              <th className="num">{t('ggr')}</th>
            </tr>
          </thead>
          <tbody>
            {report.games.map((g) => (
              <tr key={g.gameId}>
                <th scope="row">{g.gameName}</th>
                <td data-label={t('provider')}>{g.providerName}</td>
                <PlayCells row={g} currency={report.currency} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};
