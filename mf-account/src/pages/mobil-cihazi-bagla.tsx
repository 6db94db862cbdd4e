import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone, useUser } from '@casino/shared';
import { PhoneBindForm } from '../features/phone-bind';
import '../features/profile/components/profile.css';
import '../features/auth/components/forms.css';

/** mobilCihaziBagla: the bound phone, or the bind form (also to change the number). */
export default function MobilCihaziBaglaPage() {
  const { t } = useTranslation('account');
  const { mobile } = useUser();
  const [editing, setEditing] = useState(false);
  const showForm = !mobile || editing;

  return (
    <section className="acc-bound" data-testid="account-mobil-cihazi-bagla">
      <h1>{t('MobileBinding')}</h1>
      {mobile && (
        <div>
          <p className="acc-hint">{t('profile.boundPhone')}</p>
          <p className="acc-bound__phone" data-testid="bound-phone">
            +90 {displayPhone(mobile)}
          </p>
        </div>
      )}
      {showForm ? (
        <PhoneBindForm mode="bind" onSuccess={() => setEditing(false)} />
      ) : (
        <button type="button" className="acc-link" onClick={() => setEditing(true)}>
          {t('profile.changePhone')}
        </button>
      )}
    </section>
  );
}
