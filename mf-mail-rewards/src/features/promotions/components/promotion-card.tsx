import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLangTag, formatDate, useUser, type Promotion, useNavigate } from '@casino/shared';
import { resolveImageUrl } from '../api/promotions-api';
import { BetRank } from './bet-rank';

/** One promotion: art, title, period, summary, terms on demand, the call to action and (for a race) the ranking. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('mailRewards');
  const { lang } = useUser();
  const navigate = useNavigate();
  const [terms, setTerms] = useState(false);
  const period = promotion.endTime
    ? t('promotions.period', { start: formatDate(promotion.startTime, lang, 'longDate'), end: formatDate(promotion.endTime, lang, 'longDate') })
    : t('promotions.periodOpen', { start: formatDate(promotion.startTime, lang, 'longDate') });
  return (
    <article className="mr-promo" data-testid="promotion-card" aria-labelledby={`mr-promo-${promotion.id}`}>
      <img className="mr-promo__art" src={resolveImageUrl(promotion.imageUrl)} alt="" loading="lazy" width={800} height={400} />
      <div className="mr-promo__body">
        <h2 id={`mr-promo-${promotion.id}`} lang={promotion.contentLang}>
          {promotion.title}
          <ContentLangTag content={promotion} />
        </h2>
        <p className="mr-promo__period">{period}</p>
        <p className="mr-promo__summary" lang={promotion.contentLang}>
          {promotion.summary}
        </p>
        {terms && (
          <div className="mr-promo__terms" data-testid="promotion-terms" lang={promotion.contentLang}>
            {promotion.terms.split('\n').map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
        <div className="mr-promo__actions">
          <button type="button" className="mr-btn mr-btn--gold" data-testid="promotion-cta" lang={promotion.contentLang} onClick={() => navigate(promotion.ctaTarget)}>
            {promotion.ctaLabel}
          </button>
          <button type="button" className="mr-btn mr-btn--ghost" aria-expanded={terms} onClick={() => setTerms((v) => !v)}>
            {terms ? t('promotions.hideTerms') : t('promotions.terms')}
          </button>
        </div>
        {promotion.hasRanking && <BetRank activityId={promotion.id} />}
      </div>
    </article>
  );
}
