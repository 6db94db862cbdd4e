import type { TBonusView } from '@casino/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TPlayerBonuses, TPlayerProfile } from '../../api/types';
import { useCan } from '../../auth/auth';
import { when } from '../../ui/format';
import { usePlayerMoney } from './player-currency';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

const Progress = ({ bonus }: { bonus: TBonusView }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  return (
    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={bonus.progressPercent} aria-label={tp('bonuses.progress')}>
      <div className="progress-bar" style={{ width: `${bonus.progressPercent}%` }} />
      <span>
        {amount(bonus.wageredMinor)} / {amount(bonus.requiredMinor)} ({bonus.progressPercent}%)
      </span>
    </div>
  );
};

/** The running bonus (money, wagering progress, limits, time left) and the bonus history, from the bonus module. */
export const BonusesTab = ({ userId }: { userId: number }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  const query = useApi<TPlayerBonuses>('/admin/backoffice/players/bonuses', { userId });
  return (
    <QueryView query={query} empty={tp('bonuses.empty')} isEmpty={(b) => !b.active && b.history.length === 0}>
      {({ active, history }) => (
        <>
          <h3>{tp('bonuses.active')}</h3>
          {active ? (
            <dl className="kv" data-testid="bonus-active">
              <dt>{tp('bonuses.title')}</dt>
              <dd>{active.title}</dd>
              <dt>{tp('bonuses.balance')}</dt>
              <dd>
                {amount(active.balanceMinor)} / {amount(active.grantedMinor)}
              </dd>
              <dt>{tp('bonuses.progress')}</dt>
              <dd>
                <Progress bonus={active} />
              </dd>
              <dt>{tp('bonuses.maxBet')}</dt>
              <dd>{active.maxBetMinor === null ? '—' : amount(active.maxBetMinor)}</dd>
              <dt>{tp('bonuses.expires')}</dt>
              <dd>{when(active.expiresAt)}</dd>
            </dl>
          ) : (
            <p className="muted">{tp('bonuses.none')}</p>
          )}
          <h3>{tp('bonuses.history')}</h3>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>{tp('bonuses.granted')}</th>
                  <th>{tp('bonuses.title')}</th>
                  <th>{tp('bonuses.status')}</th>
                  <th className="num">{tp('bonuses.amount')}</th>
                  <th className="num">{tp('bonuses.wagered')}</th>
                  <th className="num">{tp('bonuses.converted')}</th>
                  <th>{tp('bonuses.closed')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((b) => (
                  <tr key={b.bonusId}>
                    <td className="nowrap">{when(b.grantedAt)}</td>
                    <td>{b.title}</td>
                    <td>
                      <span className={`pill ${b.status === 'converted' ? 'pill-ok' : b.status === 'active' ? '' : 'pill-bad'}`}>{tp(`bonuses.statuses.${b.status}`)}</span>
                    </td>
                    <td className="num">{amount(b.grantedMinor)}</td>
                    <td className="num">{b.progressPercent}%</td>
                    <td className="num">{b.convertedMinor === null ? '—' : amount(b.convertedMinor)}</td>
                    <td className="nowrap">{when(b.closedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </QueryView>
  );
};

const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;

/**
 * Identity verification: the status the API gives on the profile (`kyc`, from the KYC module) or "no identity
 * check" when it gives none. The KYC review screen (`/kyc`, compliance) is where documents are read and decided.
 */
export const KycTab = ({ profile }: { profile: TPlayerProfile }) => {
  const { t: tp } = useTranslation('players');
  const canReview = useCan('compliance');
  const status = profile.kyc && (KYC_STATUSES as readonly string[]).includes(profile.kyc) ? profile.kyc : null;
  return (
    <div data-testid="kyc-tab">
      {!profile.kyc || status === 'none' ? (
        <p className="state state-empty">{tp('kyc.none')}</p>
      ) : (
        <dl className="kv">
          <dt>{tp('kyc.status')}</dt>
          <dd>
            <span className={`pill ${status === 'verified' ? 'pill-ok' : status === 'rejected' ? 'pill-bad' : ''}`}>{status ? tp(`kyc.statuses.${status}`) : profile.kyc}</span>
          </dd>
        </dl>
      )}
      {canReview && (
        <p>
          <Link to="/kyc">{tp('kyc.open')}</Link>
        </p>
      )}
    </div>
  );
};
