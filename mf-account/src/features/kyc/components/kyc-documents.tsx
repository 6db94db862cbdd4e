import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES, type KycDocumentKind, type KycInfo } from '@casino/shared';
import { kycApi } from '../api/kyc-api';
import { KYC_NS } from '../i18n';

const MAX_MB = KYC_DOCUMENT_MAX_BYTES / 1024 / 1024;

/** On a mismatch: ID front, ID back and a selfie, one photo each (type and size checked here first; the server checks the bytes). */
export function KycDocuments({ info, onChange }: { info: KycInfo; onChange: (info: KycInfo) => void }) {
  const { t } = useTranslation(KYC_NS, { nsMode: 'fallback' });
  const [busy, setBusy] = useState<KycDocumentKind | null>(null);
  const [error, setError] = useState<{ kind: KycDocumentKind; text: string } | null>(null);

  const pick = async (kind: KycDocumentKind, file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!(KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return setError({ kind, text: t('kyc.errors.fileType') });
    if (file.size > KYC_DOCUMENT_MAX_BYTES) return setError({ kind, text: t('kyc.errors.fileSize', { maxMb: MAX_MB }) });
    setBusy(kind);
    try {
      onChange(await kycApi.upload(kind, file));
    } catch {
      // The server's message is toasted.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="cash-card" data-testid="kyc-documents" aria-labelledby="kyc-docs-title">
      <h2 id="kyc-docs-title" className="cash-h2">
        {t('kyc.docs.title')}
      </h2>
      <p className="cash-muted">{t('kyc.docs.rules', { maxMb: MAX_MB })}</p>
      <ul className="kyc-docs">
        {KYC_DOCUMENT_KINDS.map((kind) => {
          const have = info.documents.some((d) => d.kind === kind);
          return (
            <li key={kind} className={`kyc-doc${have ? ' kyc-doc--done' : ''}`} data-testid={`kyc-doc-${kind}`}>
              <span className="kyc-doc__name">{t(`kyc.docs.${kind}`)}</span>
              <span className="kyc-doc__state">{busy === kind ? t('kyc.docs.uploading') : have ? t('kyc.docs.uploaded') : t('kyc.docs.missing')}</span>
              <label className="cash-ghost kyc-doc__pick">
                {have ? t('kyc.docs.replace') : t('kyc.docs.choose')}
                <input type="file" accept={KYC_DOCUMENT_TYPES.join(',')} className="kyc-doc__input" disabled={busy !== null} onChange={(e) => void pick(kind, e.target.files?.[0])} data-testid={`kyc-file-${kind}`} />
              </label>
              {error?.kind === kind && (
                <small className="cash-hint cash-hint--bad" role="alert">
                  {error.text}
                </small>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
