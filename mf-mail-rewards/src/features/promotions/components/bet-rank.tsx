import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, isLoggedIn, useUser, type BetRankData } from '@casino/shared';
import { fetchBetRank } from '../api/promotions-api';

/** The week's wagering leaderboard of a ranking promotion: top players (masked names) and the viewer's place. */
export function BetRank({ activityId }: { activityId: number }) {
  const { t } = useTranslation('mailRewards');
  const user = useUser();
  const fmt = useFormat();
  const userId = isLoggedIn(user) ? user.userid : '';
  const [data, setData] = useState<BetRankData | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchBetRank(activityId, userId).then(
      (d) => live && setData(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [activityId, userId]);

  if (!data) return null;
  return (
    <div className="mr-rank" data-testid="bet-rank">
      <h3>{t('promotions.ranking')}</h3>
      {data.list.length === 0 ? (
        <p className="mr-rank__empty">{t('promotions.rankEmpty')}</p>
      ) : (
        <table className="mr-rank__table">
          <thead>
            <tr>
              <th scope="col">{t('promotions.rank')}</th>
              <th scope="col">{t('promotions.player')}</th>
              <th scope="col">{t('promotions.wagered')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.slice(0, 10).map((row) => (
              <tr key={row.rank} className={row.rank <= 3 ? `is-top is-top-${row.rank}` : ''}>
                <td>
                  <span className="mr-rank__place">{row.rank}</span>
                </td>
                <td>{row.name}</td>
                <td>{fmt.money(row.betAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mr-rank__mine" data-testid="bet-rank-mine">
        {data.mine.rank ? t('promotions.mine', { rank: data.mine.rank, amount: fmt.money(data.mine.betAmount) }) : t('promotions.mineNone')}
      </p>
    </div>
  );
}
