import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, useFormat, type AgentInfo } from '@casino/shared';
import { shareApi } from '../api/share-api';
import { SHARE_NS } from '../i18n';


/** The agent rebate: the tier, the invitees' settled wagering and the claimable rebate (paid by the server, once). */
export function AgentRebate({ userid }: { userid: string }) {
  const fmt = useFormat();
  const { t } = useTranslation(SHARE_NS, { nsMode: 'fallback' });
  const [info, setInfo] = useState<AgentInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [claiming, setClaiming] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    shareApi.agentInfo(userid).then(setInfo, () => setFailed(true));
  }, [userid]);
  useEffect(load, [load]);

  const claim = async () => {
    setClaiming(true);
    try {
      const paid = await shareApi.receiveRebate(userid);
      bus.emit('wallet:balance-changed', { totalAssetsMinor: paid.totalAssets });
      bus.emit('ui:toast-requested', { kind: 'success', message: t('share.agent.paid', { amount: fmt.money(paid.amountMinor) }) });
    } catch {
      // The API client has shown the server's message (e.g. nothing to claim).
    } finally {
      setClaiming(false);
      load();
    }
  };

  return (
    <section aria-labelledby="share-agent-title" className="share__agent" data-testid="share-agent">
      <h2 id="share-agent-title" className="share__h2">
        {t('share.agent.title')}
      </h2>
      {failed ? (
        <div className="share__state">
          <p role="alert">{t('share.agent.error')}</p>
          <button type="button" className="share__ghost" onClick={load}>
            {t('share.retry')}
          </button>
        </div>
      ) : !info ? (
        <div className="share__skeleton share__skeleton--short" aria-busy="true" />
      ) : (
        <>
          <div className="share__agent-card">
            <div>
              <p className="share__muted">{t('share.agent.tier', { tier: info.agentType })}</p>
              <p className="share__agent-rate" data-testid="agent-rate">
                {fmt.bps(info.rateBps, 2, 2)}
              </p>
              <p className="share__muted">{t('share.agent.rateHint')}</p>
            </div>
            <dl className="share__agent-figures">
              <div>
                <dt>{t('share.agent.week')}</dt>
                <dd>{fmt.money(info.periodWageredMinor)}</dd>
              </div>
              <div>
                <dt>{t('share.agent.accrued')}</dt>
                <dd>{fmt.money(info.accruedMinor)}</dd>
              </div>
              <div>
                <dt>{t('share.agent.paidTotal')}</dt>
                <dd>{fmt.money(info.paidMinor)}</dd>
              </div>
              <div>
                <dt>{t('share.agent.claimable')}</dt>
                <dd className="share__agent-claimable" data-testid="agent-claimable">
                  {fmt.money(info.claimableMinor)}
                </dd>
              </div>
            </dl>
            <button type="button" className="share__primary" disabled={info.claimableMinor <= 0 || claiming} onClick={() => void claim()} data-testid="agent-claim">
              {claiming ? t('share.agent.claiming') : t('share.agent.claim')}
            </button>
          </div>
          <p className="share__muted">{t('share.agent.tiers', { list: info.tiers.map((x) => `${x.agentType}: ${fmt.bps(x.rateBps, 2, 2)} (${x.minInvitees}+)`).join(' · ') })}</p>
          {info.invitees.length === 0 ? (
            <p className="share__muted" data-testid="agent-empty">
              {t('share.agent.empty')}
            </p>
          ) : (
            <table className="share__agent-table" data-testid="agent-invitees">
              <thead>
                <tr>
                  <th scope="col">{t('share.agent.friend')}</th>
                  <th scope="col">{t('share.agent.week')}</th>
                  <th scope="col">{t('share.agent.total')}</th>
                </tr>
              </thead>
              <tbody>
                {info.invitees.map((i, n) => (
                  <tr key={`${i.name}-${n}`}>
                    <th scope="row">{i.name}</th>
                    <td>{fmt.money(i.periodWageredMinor)}</td>
                    <td>{fmt.money(i.totalWageredMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
