import { useTranslation } from 'react-i18next';
import { useGlobal } from '@casino/shared';
import { SignInCalendar } from '../features/sign-in';
import '../features/promotions/components/promotions.css';

/** `/signin`: the daily sign-in calendar on its own page (promotions and banners link here). */
export default function SignInPage() {
  const { t } = useTranslation('mailRewards');
  const { isPc } = useGlobal();
  return (
    <section className={`mr-page ${isPc ? '' : 'mr-page--mobile'}`} data-testid="mail-rewards-signin">
      <h1 className="mr-visually-hidden">{t('routes.SignIn')}</h1>
      <SignInCalendar />
    </section>
  );
}
