import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCall } from '../../api/client';
import type { TAdjustment } from '../../api/types';
import { useAuth, useCan } from '../../auth/auth';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { money, when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { StatusQueueHeader } from '../../ui/status-queue-header';
import { useApi } from '../../ui/use-api';
import { useStaffQueue } from '../../ui/use-staff-queue';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Manual balance adjustments under four eyes: an approver (never the proposer) approves or rejects the pending ones. */
const AdjustmentsScreen = () => {
  const { t: ta } = useTranslation('adjustments');
  const { t: tc } = useTranslation('common');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const query = useApi<TAdjustment[]>('/admin/backoffice/adjustments/list', { status, limit: 100 });
  // A new proposal or a decision by another staff member arrives by the staff stream.
  useStaffQueue('adjustments', query.reload);
  const canApprove = useCan('approver');
  const me = useAuth().me?.login;
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; row: TAdjustment } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const signed = (a: TAdjustment) => `${a.direction === 'credit' ? '+' : '−'}${money(a.amountMinor, a.currency)}`;

  return (
    <>
      <StatusQueueHeader
        label={ta('status')}
        statuses={STATUSES}
        status={status}
        nameOf={(s) => ta(`statuses.${s}`)}
        onStatus={setStatus}
        onReload={query.reload}
        notice={notice}
        onCloseNotice={() => setNotice(null)}
      />
      <QueryView query={query} empty={ta('empty')}>
        {(rows) => (
          <div className="table-wrap">
            <table className="table-cards">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{ta('player')}</th>
                  <th className="num">{ta('amount')}</th>
                  <th>{ta('code')}</th>
                  <th>{ta('reason')}</th>
                  <th>{ta('proposedBy')}</th>
                  <th>{status === 'pending' ? tc('actions') : ta('decidedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">{a.id}</th>
                    <td>
                      <Link to={`/players/${a.userId}/statement`}>#{a.userId}</Link>
                    </td>
                    <td className={`num ${a.direction === 'credit' ? 'amount-in' : 'amount-out'}`}>{signed(a)}</td>
                    <td>
                      <span className="pill">{a.code}</span>
                    </td>
                    <td>{a.reason}</td>
                    <td>
                      {a.proposedBy}
                      <div className="muted small">{when(a.proposedAt)}</div>
                    </td>
                    {a.status === 'pending' ? (
                      <td className="actions">
                        {!canApprove ? (
                          <span className="muted small">{tc('readOnly')}</span>
                        ) : a.proposedBy === me ? (
                          <span className="muted small">{ta('own')}</span>
                        ) : (
                          <>
                            <button type="button" className="btn btn-small btn-primary" onClick={() => setDecision({ kind: 'approve', row: a })}>
                              {ta('approve')}
                            </button>
                            <button type="button" className="btn btn-small btn-danger" onClick={() => setDecision({ kind: 'reject', row: a })}>
                              {ta('reject')}
                            </button>
                          </>
                        )}
                      </td>
                    ) : (
                      <td>
                        {a.decidedBy ?? '—'}
                        <div className="muted small">
                          {when(a.decidedAt)} {a.decisionReason ?? ''}
                        </div>
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
          title={decision.kind === 'approve' ? ta('confirmApprove', { id: decision.row.id, amount: signed(decision.row), player: decision.row.userId }) : ta('confirmReject', { id: decision.row.id, player: decision.row.userId })}
          askReason
          danger={decision.kind === 'reject'}
          confirmLabel={decision.kind === 'approve' ? ta('approve') : ta('reject')}
          onCancel={() => setDecision(null)}
          onConfirm={async (reason) => {
            await apiCall(`/admin/backoffice/adjustments/${decision.kind}`, { id: decision.row.id, reason });
            setNotice(ta('decided', { id: decision.row.id, decision: decision.kind === 'approve' ? ta('approve') : ta('reject') }));
            setDecision(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default AdjustmentsScreen;
