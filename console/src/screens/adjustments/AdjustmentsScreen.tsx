import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCall } from '../../api/client';
import type { TAdjustment } from '../../api/types';
import { useAuth, useCan } from '../../auth/auth';
import { t } from '../../strings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { money, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/States';
import { useApi } from '../../ui/useApi';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const s = t.adjustments;

/** Manual balance adjustments under four eyes: an approver (never the proposer) approves or rejects the pending ones. */
const AdjustmentsScreen = () => {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const query = useApi<TAdjustment[]>('/admin/backoffice/adjustments/list', { status, limit: 100 });
  const canApprove = useCan('approver');
  const me = useAuth().me?.login;
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; row: TAdjustment } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const signed = (a: TAdjustment) => `${a.direction === 'credit' ? '+' : '−'}${money(a.amountMinor, a.currency)}`;

  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{s.status}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as (typeof STATUSES)[number])}>
            {STATUSES.map((x) => (
              <option key={x} value={x}>
                {x}
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
      <QueryView query={query} empty={s.empty}>
        {(rows) => (
          <div className="table-wrap">
            <table className="table-cards">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{s.player}</th>
                  <th className="num">{s.amount}</th>
                  <th>{s.code}</th>
                  <th>{s.reason}</th>
                  <th>{s.proposedBy}</th>
                  <th>{status === 'pending' ? t.common.actions : s.decidedBy}</th>
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
                          <span className="muted small">{t.common.readOnly}</span>
                        ) : a.proposedBy === me ? (
                          <span className="muted small">{s.own}</span>
                        ) : (
                          <>
                            <button type="button" className="btn btn-small btn-primary" onClick={() => setDecision({ kind: 'approve', row: a })}>
                              {s.approve}
                            </button>
                            <button type="button" className="btn btn-small btn-danger" onClick={() => setDecision({ kind: 'reject', row: a })}>
                              {s.reject}
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
          title={decision.kind === 'approve' ? s.confirmApprove(decision.row.id, signed(decision.row), decision.row.userId) : s.confirmReject(decision.row.id, decision.row.userId)}
          askReason
          danger={decision.kind === 'reject'}
          confirmLabel={decision.kind === 'approve' ? s.approve : s.reject}
          onCancel={() => setDecision(null)}
          onConfirm={async (reason) => {
            await apiCall(`/admin/backoffice/adjustments/${decision.kind}`, { id: decision.row.id, reason });
            setNotice(`#${decision.row.id}: ${decision.kind === 'approve' ? s.approve : s.reject} ✓`);
            setDecision(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default AdjustmentsScreen;
