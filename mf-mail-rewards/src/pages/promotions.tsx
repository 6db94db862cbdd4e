import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobal, useUser, type Promotion } from '@casino/shared';
import { BonusOffers } from '../features/bonus-offers';
import { fetchPromotions, PromotionCard } from '../features/promotions';
import { SignInCalendar } from '../features/sign-in';
import '../components/ui.css';
import '../features/promotions/components/promotions.css';

/** The promotions page: the bonus offers with their terms (`/bonus/list`), the daily sign-in card, then every running promotion of the market (`/activity/list`). */
export default function PromotionsPage() {
  const { t } = useTranslation('mailRewards');
  const { isPc } = useGlobal();
  // Promotions are content in the reader's language: a language switch asks for them again (no reload).
  const { lang } = useUser();
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'ready'; list: Promotion[] }>({ status: 'loading', list: [] });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchPromotions().then(
      (list) => live && setState({ status: 'ready', list }),
      () => live && setState({ status: 'error', list: [] }),
    );
    return () => {
      live = false;
    };
  }, [attempt, lang]);

  return (
    <section className={`mr-page ${isPc ? '' : 'mr-page--mobile'}`} data-testid="mail-rewards-promotions">
      <h1>{t('promotions.title')}</h1>
      <BonusOffers />
      <SignInCalendar compact />
      {state.status === 'loading' && <div className="mr-state" aria-busy="true" />}
      {state.status === 'error' && (
        <div className="mr-state">
          <p>{t('promotions.loadFailed')}</p>
          <button type="button" className="mr-btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('mail.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.list.length === 0 && <p className="mr-state">{t('promotions.empty')}</p>}
      {state.list.length > 0 && (
        <div className="mr-promos">
          {state.list.map((p) => (
            <PromotionCard key={p.id} promotion={p} />
          ))}
        </div>
      )}
    </section>
  );
}
