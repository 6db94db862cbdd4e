import { useTranslation } from 'react-i18next';

/** Shown only when neither the registry nor a last known good copy is available. */
export function BootFailure() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <section className="shell-not-found" role="alert">
      <p>{t('shell:boot.failed')}</p>
      <button type="button" className="cs-button" onClick={() => location.reload()}>
        {t('common:base.Retry')}
      </button>
    </section>
  );
}
