import { useTranslation } from 'react-i18next';
import { BONUS_NS } from '../i18n';
import { timeLeftOf } from '../lib/time-left';

/** The server's seconds left as "12 gün 4 saat". */
export function TimeLeft({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const left = timeLeftOf(secondsLeft);
  return <>{t(`bonus.time.${left.key}`, left)}</>;
}
