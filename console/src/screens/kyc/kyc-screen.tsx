import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import { useCan } from '../../auth/auth';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { StatusQueueHeader } from '../../ui/status-queue-header';
import { useApi } from '../../ui/use-api';
import { KycDocumentImage } from './kyc-document-image';
import './kyc.css';

const STATUSES = ['pending', 'rejected', 'verified'] as const;

interface TKycItem {
  userId: number;
  nikeName: string;
  mobile: string;
  status: string;
  step: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  nationalIdMasked: string;
  vendorResult: string | null;
  rejectReason: string | null;
  documents: Array<{ documentId: string; kind: string; uploadedAt: string }>;
  submittedAt: string | null;
  updatedAt: string | null;
}

/** Identity checks the registry could not confirm: the player's details and documents, approve or reject with a reason the player reads. */
const KycScreen = () => {
  const { t } = useTranslation('kyc');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const query = useApi<TKycItem[]>('/admin/kyc/list', { status, limit: 100 });
  const canDecide = useCan('compliance');
  const [decision, setDecision] = useState<{ kind: 'approve' | 'reject'; item: TKycItem } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
      />
      <QueryView query={query} empty={t('empty')}>
        {(rows) => (
          <div className="kyc-cards">
            {rows.map((item) => (
              <article key={item.userId} className="card kyc-card" data-testid="kyc-item" data-user={item.userId}>
                <header className="kyc-card__head">
                  <h2>
                    {item.firstName} {item.lastName}
                  </h2>
                  <span className="badge">
                    {t(`statuses.${item.status}`)} · {t(`steps.${item.step}`)}
                  </span>
                </header>
                <dl className="kyc-facts">
                  <dt>{t('player')}</dt>
                  <dd>
                    <Link to={`/players/${item.userId}`}>
                      {item.userId} · {item.nikeName}
                    </Link>
                  </dd>
                  <dt>{t('birthDate')}</dt>
                  <dd>{item.birthDate}</dd>
                  <dt>{t('nationalId')}</dt>
                  <dd className="mono">{item.nationalIdMasked}</dd>
                  <dt>{t('vendor')}</dt>
                  <dd>{item.vendorResult ?? '—'}</dd>
                  <dt>{t('submitted')}</dt>
                  <dd>{when(item.submittedAt)}</dd>
                  {item.rejectReason && (
                    <>
                      <dt>{t('rejectReason')}</dt>
                      <dd>{item.rejectReason}</dd>
                    </>
                  )}
                </dl>
                <h3>{t('documents')}</h3>
                {item.documents.length === 0 ? (
                  <p className="muted">{t('noDocuments')}</p>
                ) : (
                  <div className="kyc-doc-row">
                    {item.documents.map((d) => (
                      <KycDocumentImage key={d.documentId} documentId={d.documentId} label={t(`kinds.${d.kind}`, { defaultValue: d.kind })} />
                    ))}
                  </div>
                )}
                {canDecide && item.status === 'pending' && (
                  <div className="actions">
                    <button type="button" className="btn btn-primary" onClick={() => setDecision({ kind: 'approve', item })} data-testid="kyc-approve">
                      {t('approve')}
                    </button>
                    <button type="button" className="btn btn-danger" onClick={() => setDecision({ kind: 'reject', item })} data-testid="kyc-reject">
                      {t('reject')}
                    </button>
                  </div>
                )}
              </article>
            ))}
          </div>
        )}
      </QueryView>
      {decision && (
        <ConfirmDialog
          title={t(decision.kind === 'approve' ? 'confirmApprove' : 'confirmReject', { name: `${decision.item.firstName} ${decision.item.lastName}`, userId: decision.item.userId })}
          askReason={decision.kind === 'reject'}
          danger={decision.kind === 'reject'}
          confirmLabel={t(decision.kind)}
          onCancel={() => setDecision(null)}
          onConfirm={async (reason) => {
            await apiCall(`/admin/kyc/${decision.kind}`, decision.kind === 'approve' ? { userId: decision.item.userId } : { userId: decision.item.userId, reason });
            setNotice(t('done', { userId: decision.item.userId, what: t(decision.kind) }));
            setDecision(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default KycScreen;
