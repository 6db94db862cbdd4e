import { useTranslation } from 'react-i18next';
import { formatDate, formatPercent, useUser, type TBonusView } from '@casino/shared';
import { BONUS_NS } from '../i18n';
import { BonusMoney } from './bonus-money';

const TONE = { active: 'active', converted: 'ok', forfeited: 'bad', expired: 'warn' } as const;

/** The player's bonuses, newest first: title, status, what was granted, what became cash, the wagering reached. */
export function BonusHistory({ list }: { list: TBonusView[] }) {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const { lang } = useUser();
  if (list.length === 0) return <p className="bonus-muted" data-testid="bonus-history-empty">{t('bonus.history.empty')}</p>;
  return (
    <ul className="bonus-history" data-testid="bonus-history">
      {list.map((b) => (
        <li key={b.bonusId} className="bonus-history__row" data-testid="bonus-history-row">
          <div>
            <strong lang={b.contentLang}>{b.title}</strong>
            <span className="bonus-muted">
              {formatDate(b.grantedAt, lang, 'date')}
              {b.closedAt ? ` – ${formatDate(b.closedAt, lang, 'date')}` : ''}
            </span>
          </div>
          <div className="bonus-history__nums">
            <span>
              {t('bonus.history.granted')} <BonusMoney minor={b.grantedMinor} />
            </span>
            {b.convertedMinor !== null && (
              <span>
                {t('bonus.history.converted')} <BonusMoney minor={b.convertedMinor} />
              </span>
            )}
            <span className="bonus-muted">{t('bonus.history.wagering', { percent: formatPercent(b.progressPercent, lang) })}</span>
          </div>
          <span className={`bonus-badge bonus-badge--${TONE[b.status]}`}>{t(`bonus.status.${b.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}
