import { useTranslation } from 'react-i18next';
import { formatDate, type Lang, type WheelSpinSource } from '@casino/shared';

/** Where the spins left come from: the VIP level's weekly spins, deposits, campaigns; each with its first expiry. */
export function SpinSources({ sources, lang }: { sources: readonly WheelSpinSource[]; lang: Lang }) {
  const { t } = useTranslation('wheel');
  if (sources.length === 0) return null;
  return (
    <ul className="whl__sources" data-testid="wheel-spin-sources" aria-label={t('sources.title')}>
      {sources.map((s) => (
        <li key={s.source} data-source={s.source}>
          <strong>{t(`sources.${s.source}`, { count: s.spinsLeft })}</strong>
          {s.expiresAt && <span>{t('sources.until', { date: formatDate(s.expiresAt, lang, 'dayMonth') })}</span>}
        </li>
      ))}
    </ul>
  );
}
