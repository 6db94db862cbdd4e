import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '../../api/client';

/** One identity document: fetched with the staff session (never a public URL), shown from memory, released on unmount. */
export const KycDocumentImage = ({ documentId, label }: { documentId: string; label: string }) => {
  const { t } = useTranslation('kyc');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    apiDownload('/admin/kyc/document', { documentId }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [documentId]);
  return (
    <figure className="kyc-doc-figure" data-testid="kyc-document">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img src={url} alt={label} />
        </a>
      ) : (
        <div className="kyc-doc-placeholder">{failed ? t('imageFailed') : '…'}</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
};
