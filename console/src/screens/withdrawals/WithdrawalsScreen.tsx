import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TWithdrawal } from '../../api/types';
import { useCan } from '../../auth/auth';
import { t } from '../../strings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { json, money, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/States';
import { useApi } from '../../ui/useApi';
import { useStaffQueue } from '../../ui/useStaffQueue';

const STATUSES = ['review', 'created', 'pending', 'paid', 'refunded', 'rejected'] as const;

/** The withdrawal approval queue (cashier-admin.routes.ts): held withdrawals waiting for a decision. */
const WithdrawalsScreen = () => {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('review');
  const query = useApi<TWithdrawal[]>('/admin/cashier/withdrawals/list', { status, limit: 100 });
  // A withdrawal changing state anywhere (a new one to review, a payout settled) reloads the list.
  useStaffQueue('withdrawals', query.reload);
  const canOperate = useCan('operator');
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; order: TWithdrawal } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{t.withdrawals.status}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as (typeof STATUSES)[number])}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={query.reload}>
          {t.common.reload}
        </button>
      </div>
      {notice && (
        <Notice kind="ok" onClose={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <QueryView query={query} empty={t.withdrawals.empty}>
        {(rows) => (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>{t.withdrawals.order}</th>
                  <th>{t.withdrawals.player}</th>
                  <th>{t.withdrawals.amount}</th>
                  <th>{t.withdrawals.account}</th>
                  <th>{t.withdrawals.created}</th>
                  <th>{t.withdrawals.status}</th>
                  {canOperate && status === 'review' && <th>{t.common.actions}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((o) => (
                  <tr key={o.orderId}>
                    <th scope="row" className="mono">
                      {o.orderId}
                    </th>
                    <td>{o.userId}</td>
                    <td className="num">{money(o.amountMinor, o.currency)}</td>
                    <td className="mono small">{json(o.payoutAccount)}</td>
                    <td className="nowrap">{when(o.createTime)}</td>
                    <td>{o.status}</td>
                    {canOperate && status === 'review' && (
                      <td className="actions">
                        <button type="button" className="btn btn-small btn-primary" onClick={() => setDecision({ kind: 'approve', order: o })}>
                          {t.withdrawals.approve}
                        </button>
                        <button type="button" className="btn btn-small btn-danger" onClick={() => setDecision({ kind: 'reject', order: o })}>
                          {t.withdrawals.reject}
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
          title={(decision.kind === 'approve' ? t.withdrawals.confirmApprove : t.withdrawals.confirmReject)(decision.order.orderId, money(decision.order.amountMinor, decision.order.currency))}
          askReason
          danger={decision.kind === 'reject'}
          confirmLabel={decision.kind === 'approve' ? t.withdrawals.approve : t.withdrawals.reject}
          onCancel={() => setDecision(null)}
          onConfirm={async (reason) => {
            await apiCall(`/admin/cashier/withdrawals/${decision.kind}`, { orderId: decision.order.orderId, reason });
            setNotice(`${decision.order.orderId}: ${decision.kind === 'approve' ? t.withdrawals.approve : t.withdrawals.reject} ✓`);
            setDecision(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default WithdrawalsScreen;
