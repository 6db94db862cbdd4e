import { useTranslation } from 'react-i18next';
import './placeholder-page.css';

/** Page frame used until the screen's own issue lands. */
export function PlaceholderPage({ titleKey, testId }: { titleKey: string; testId: string }) {
  const { t } = useTranslation('mailRewards');
  return (
    <section className="mail-rewards-placeholder" data-testid={testId}>
      <h1>{t(titleKey)}</h1>
      <p>{t('placeholder')}</p>
    </section>
  );
}
