import { useTranslation } from 'react-i18next';
import { ContentLangTag, formatDate, formatPercent, useUser, type TBonusView } from '@casino/shared';
import { BONUS_NS } from '../i18n';
import { BonusMoney } from './bonus-money';
import { TimeLeft } from './time-left';

/** The running bonus: its money, the wagering bar (wagered / required, percent), max bet, time left, and the forfeit button. */
export function ActiveBonus({ bonus, onForfeit }: { bonus: TBonusView; onForfeit: () => void }) {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const { lang } = useUser();
  const expires = formatDate(bonus.expiresAt, lang, 'dateTime');
  return (
    <article className="bonus-card bonus-card--active" data-testid="active-bonus" aria-labelledby="bonus-active-title">
      <header className="bonus-card__head">
        <h2 id="bonus-active-title" lang={bonus.contentLang}>
          {bonus.title}
          <ContentLangTag content={bonus} />
        </h2>
        <span className="bonus-badge bonus-badge--active">{t('bonus.status.active')}</span>
      </header>
      <div className="bonus-amount">
        <span>{t('bonus.active.balance')}</span>
        <strong>
          <BonusMoney minor={bonus.balanceMinor} testId="bonus-balance" />
        </strong>
      </div>
      <div className="bonus-progress">
        <div className="bonus-progress__label">
          <span>{t('bonus.active.wagering')}</span>
          <strong data-testid="bonus-percent">{t('bonus.active.percent', { percent: formatPercent(bonus.progressPercent, lang) })}</strong>
        </div>
        <div
          className="bonus-progress__bar"
          role="progressbar"
          aria-label={t('bonus.active.wagering')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bonus.progressPercent}
          data-testid="bonus-progress"
        >
          <span style={{ width: `${bonus.progressPercent}%` }} />
        </div>
        <p className="bonus-muted" data-testid="bonus-wagered">
          <BonusMoney minor={bonus.wageredMinor} /> / <BonusMoney minor={bonus.requiredMinor} />
        </p>
      </div>
      <dl className="bonus-facts">
        <div>
          <dt>{t('bonus.active.granted')}</dt>
          <dd>
            <BonusMoney minor={bonus.grantedMinor} />
          </dd>
        </div>
        <div>
          <dt>{t('bonus.active.maxBet')}</dt>
          <dd data-testid="bonus-max-bet">{bonus.maxBetMinor === null ? t('bonus.active.noLimit') : <BonusMoney minor={bonus.maxBetMinor} />}</dd>
        </div>
        <div>
          <dt>{t('bonus.active.timeLeft')}</dt>
          <dd data-testid="bonus-time-left" title={expires}>
            <TimeLeft secondsLeft={bonus.secondsLeft} />
          </dd>
        </div>
        {bonus.maxConversionMinor !== null && (
          <div>
            <dt>{t('bonus.active.maxConversion')}</dt>
            <dd>
              <BonusMoney minor={bonus.maxConversionMinor} />
            </dd>
          </div>
        )}
      </dl>
      <p className="bonus-muted">{t('bonus.active.expires', { date: expires })}</p>
      <button type="button" className="bonus-btn bonus-btn--danger-ghost" onClick={onForfeit} data-testid="bonus-forfeit">
        {t('bonus.active.forfeit')}
      </button>
    </article>
  );
}
