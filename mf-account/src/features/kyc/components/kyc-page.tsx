import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Spinner, useGlobal, type KycInfo } from '@casino/shared';
import { kycApi } from '../api/kyc-api';
import { ensureKycMessages, KYC_NS } from '../i18n';
import { KycDocuments } from './kyc-documents';
import { KycForm } from './kyc-form';
import '../../cashier/components/cashier.css';
import './kyc.css';

/** kisiselBilgiler/kimlik: where the player's identity check stands, and the one thing to do next. */
export function KycPage() {
  const { t } = useTranslation(KYC_NS, { nsMode: 'fallback' });
  const { isPc } = useGlobal();
  const [info, setInfo] = useState<KycInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    Promise.all([kycApi.info(), ensureKycMessages()]).then(([i]) => setInfo(i), () => setFailed(true));
  };
  useEffect(load, []);
  const update = (next: KycInfo) => setInfo(next);

  const next = !info ? null : info.status === 'rejected' ? 'rejected' : info.step;
  return (
    <section className={`cash-page${isPc ? '' : ' cash-page--mobile'}`} data-testid="account-kimlik">
      <h1 className="cash-title">{t('routes.kimlik')}</h1>
      {failed && (
        <button type="button" className="cash-ghost" onClick={load}>
          {t('records.retry')}
        </button>
      )}
      {!info && !failed && <Spinner />}
      {info && (
        <>
          <div className={`kyc-status kyc-status--${info.status}`} role="status" data-testid="kyc-status" data-status={info.status}>
            <strong>{t(`kyc.status.${info.status}`)}</strong>
            <p>{t(`kyc.next.${next}`, { name: `${info.firstName} ${info.lastName}` })}</p>
            {info.status === 'rejected' && info.rejectReason && <p data-testid="kyc-reject-reason">{t('kyc.rejectReason', { reason: info.rejectReason })}</p>}
            {info.status === 'verified' && <Link to="/kisiselBilgiler/withdrawl">{t('kyc.toWithdraw')}</Link>}
          </div>
          {info.status === 'none' && <p className="cash-muted">{t('kyc.intro')}</p>}
          {(info.status === 'none' || info.status === 'rejected') && <KycForm info={info} onDone={update} />}
          {info.status === 'pending' && info.step === 'documents' && <KycDocuments info={info} onChange={update} />}
        </>
      )}
    </section>
  );
}
