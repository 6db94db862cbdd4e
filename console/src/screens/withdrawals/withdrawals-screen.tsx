import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import type { TStaffWithdrawal } from '../../api/types';
import { useCan } from '../../auth/auth';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { money, when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { StatusQueueHeader } from '../../ui/status-queue-header';
import { useApi } from '../../ui/use-api';
import { useStaffQueue } from '../../ui/use-staff-queue';
import '../../i18n/withdrawals';
import './withdrawals.css';

const STATUSES = ['review', 'created', 'pending', 'paid', 'refunded', 'rejected'] as const;

/** A risk flag in words, its money figures formatted. */
const useFlagText = () => {
  const { t } = useTranslation('withdrawals');
  return (flag: TStaffWithdrawal['riskFlags'][number], currency: string) => {
    const p = flag.params ?? {};
    return t(`flags.${flag.code}`, {
      defaultValue: flag.code,
      threshold: money(p.thresholdMinor ?? 0, currency),
      deposited: money(p.depositedMinor ?? 0, currency),
      wagered: money(p.wageredMinor ?? 0, currency),
      accounts: p.accounts ?? 0,
      max: p.max ?? 0,
    });
  };
};

/** The withdrawal queue (cashier-admin.routes.ts): held withdrawals with why the risk review held them and the accounts they link to. */
const WithdrawalsScreen = () => {
  const { t } = useTranslation('withdrawals');
  const { t: tc } = useTranslation('common');
  const flagText = useFlagText();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('review');
  const query = useApi<TStaffWithdrawal[]>('/admin/cashier/withdrawals/list', { status, limit: 100 });
  // A withdrawal changing state anywhere (a new one to review, a payout settled) reloads the list.
  useStaffQueue('withdrawals', query.reload);
  const canOperate = useCan('operator');
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; order: TStaffWithdrawal } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const acting = canOperate && status === 'review';

  return (
    <>
      <StatusQueueHeader
        label={t('status')}
        statuses={STATUSES}
        status={status}
        nameOf={(s) => t(`statuses.${s}`)}
        onStatus={setStatus}
        onReload={query.reload}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
        selectTestId="withdrawals-status"
      />
      <QueryView query={query} empty={t('empty')}>
        {(rows) => (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>{t('order')}</th>
                  <th>{t('player')}</th>
                  <th>{t('amount')}</th>
                  <th>{t('account')}</th>
                  <th>{t('why')}</th>
                  <th>{t('linked')}</th>
                  <th>{t('created')}</th>
                  {acting && <th>{tc('actions')}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.orderId} data-testid="withdrawal-row" data-order={o.orderId}>
                    <th scope="row" className="mono small">
                      {o.orderId}
                    </th>
                    <td>
                      <Link to={`/players/${o.userId}`}>{o.userId}</Link>
                    </td>
                    <td className="num">{money(o.amountMinor, o.currency)}</td>
                    <td className="small">
                      {o.payoutAccount ? (
                        <>
                          {o.payoutAccount.holderName}
                          <br />
                          <span className="mono">{o.payoutAccount.iban}</span>
                          <br />
                          {o.payoutAccount.bankName}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="small">
                      {o.riskFlags.length === 0 ? (
                        (o.reason ?? '—')
                      ) : (
                        <ul className="flag-list" data-testid="withdrawal-flags">
                          {o.riskFlags.map((f) => (
                            <li key={f.code} data-flag={f.code}>
                              {flagText(f, o.currency)}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td className="small" data-testid="withdrawal-linked">
                      {o.linkedAccounts.length === 0
                        ? t('none')
                        : o.linkedAccounts.map((a) => (
                            <div key={a.userId}>
                              <Link to={`/players/${a.userId}`}>
                                {a.userId} · {a.nikeName}
                              </Link>
                            </div>
                          ))}
                    </td>
                    <td className="nowrap">{when(o.createTime)}</td>
                    {acting && (
                      <td className="actions">
                        <button type="button" className="btn btn-small btn-primary" onClick={() => setDecision({ kind: 'approve', order: o })}>
                          {t('approve')}
                        </button>
                        <button type="button" className="btn btn-small btn-danger" onClick={() => setDecision({ kind: 'reject', order: o })}>
                          {t('reject')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {decision && (
        <ConfirmDialog
          title={t(decision.kind === 'approve' ? 'confirmApprove' : 'confirmReject', { orderId: decision.order.orderId, amount: money(decision.order.amountMinor, decision.order.currency) })}
          askReason
          danger={decision.kind === 'reject'}
          confirmLabel={t(decision.kind)}
          onCancel={() => setDecision(null)}
          onConfirm={async (reason) => {
            await apiCall(`/admin/cashier/withdrawals/${decision.kind}`, { orderId: decision.order.orderId, reason });
            setNotice(t('done', { orderId: decision.order.orderId, what: t(decision.kind) }));
            setDecision(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default WithdrawalsScreen;
