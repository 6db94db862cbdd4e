import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useGlobal } from '@casino/shared';
import { dataRightsApi, saveAsFile } from '../api/data-rights-api';
import { DATA_RIGHTS_NS, ensureDataRightsMessages } from '../i18n';
import './data-rights.css';

/** Kişisel Verilerim: the player downloads everything the operator holds about them as one JSON file (KVKK art. 11). */
export function DataExportPage() {
  const { t } = useTranslation(DATA_RIGHTS_NS, { nsMode: 'fallback' });
  const { isPc } = useGlobal();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'failed' } | { kind: 'done'; name: string }>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    ensureDataRightsMessages()
      .catch((error: unknown) => console.warn('[account] data-rights messages failed', error))
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  const download = async () => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', name: saveAsFile(await dataRightsApi.exportData()) });
    } catch (error) {
      console.warn('[account] data export failed', error);
      setState({ kind: 'failed' });
    }
  };

  if (!ready) return null;
  return (
    <section className={`dr${isPc ? '' : ' dr--mobile'}`} aria-labelledby="dr-export-title" data-testid="data-export-page">
      <h1 id="dr-export-title" className="dr__title">
        {t('export.title')}
      </h1>
      <div className="dr__card">
        <p>{t('export.intro')}</p>
        <p className="dr__muted">{t('export.format')}</p>
        <button type="button" className="dr__primary" onClick={() => void download()} disabled={state.kind === 'busy'} data-testid="data-export-download">
          {state.kind === 'busy' ? t('export.preparing') : t('export.download')}
        </button>
        <p className="dr__status" role="status" aria-live="polite">
          {state.kind === 'done' ? t('export.done', { name: state.name }) : state.kind === 'failed' ? t('export.failed') : ''}
        </p>
        <p className="dr__muted">{t('export.otherRights')}</p>
      </div>
      <p>
        <Link to="/kisiselBilgiler/hesabiKapat" className="dr__link" data-testid="data-export-close-link">
          {t('export.closeLink')}
        </Link>
      </p>
    </section>
  );
}
