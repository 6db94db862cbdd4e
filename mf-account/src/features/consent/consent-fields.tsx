import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import './consent-fields.css';

export type TConsentValues = { terms: string; privacy: string };

/** Both boxes must be ticked ('1'); the message keys of the account namespace. */
export const consentValidators = {
  terms: (v: string) => (v === '1' ? null : 'consent.termsRequired'),
  privacy: (v: string) => (v === '1' ? null : 'consent.privacyRequired'),
};

type TFormLike = {
  values: TConsentValues;
  errors: Partial<Record<keyof TConsentValues, string | null>>;
  set: (key: keyof TConsentValues, value: string) => void;
};

/**
 * The consent of a registration: the player accepts the Terms of Use and confirms having read the
 * KVKK privacy notice, each a real checkbox with its own label and a link to the text (a new tab: the form stays).
 */
export function ConsentFields({ form }: { form: TFormLike }) {
  const { t } = useTranslation('account');
  const id = useId();
  const box = (key: keyof TConsentValues, doc: 'terms' | 'privacy') => {
    const errorKey = form.errors[key];
    const errorId = `${id}-${key}-error`;
    return (
      <div className={`acc-consent${errorKey ? ' acc-consent--invalid' : ''}`}>
        <input
          id={`${id}-${key}`}
          type="checkbox"
          className="acc-consent__box"
          checked={form.values[key] === '1'}
          onChange={(e) => form.set(key, e.target.checked ? '1' : '')}
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={errorKey ? errorId : undefined}
          data-testid={`consent-${key}`}
        />
        <label htmlFor={`${id}-${key}`} className="acc-consent__label">
          <Trans
            t={t}
            i18nKey={`consent.${key}`}
            components={{ doc: <a href={`/legal/${doc}`} target="_blank" rel="noopener noreferrer" className="acc-consent__link" /> }}
          />
        </label>
        {errorKey && (
          <p id={errorId} className="acc-field__error acc-consent__error" role="alert">
            {t(errorKey)}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="acc-consent-group">
      <legend className="acc-consent-group__legend">{t('consent.legend')}</legend>
      {box('terms', 'terms')}
      {box('privacy', 'privacy')}
    </fieldset>
  );
}
