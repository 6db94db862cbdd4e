import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, i18n, patchUser, toUserFields, useUser } from '@casino/shared';
import { bindPhone, CodeField, completeLogin, FormAlert, getUserInfo, loginWithOtp, PhoneField, phoneOf, useValidatedFields, validateCode, validatePhone } from '../../auth';
import { CurrentPhoneProof, type TCurrentProof } from './current-phone-proof';
import { ConsentFields, consentValidators, useConsentVersions } from '../../consent';

export type TPhoneBindMode = 'bind' | 'login';

/** Stored mobile '90' + phone, then the user info is reloaded (a failed reload keeps the bind). */
async function bind(phone: string, code: string, proof: TCurrentProof | null, consent: { termsVersion: number; privacyVersion: number } | null): Promise<void> {
  const proven = !proof ? {} : proof.method === 'code' ? { currentVerificationCode: proof.value } : { password: proof.value };
  const { resultData: bound } = await bindPhone({ verificationCode: code, mobile: phone, ...proven, ...(consent ?? {}) });
  // The header drops the guest's 'Kaydol' and shows the player's name at once, before the reload.
  patchUser({ ...toUserFields(bound), mobile: phoneOf(phone).stored });
  try {
    const { resultData } = await getUserInfo();
    if (resultData) patchUser({ ...toUserFields(resultData), mobile: resultData.mobile || phoneOf(phone).stored });
  } catch (error) {
    console.warn('[account] user info reload after bind failed', error);
  }
}

/** Login or switch account by phone + OTP; the user is merged with mobile '90' + phone. */
async function login(phone: string, code: string): Promise<void> {
  const { resultData } = await loginWithOtp({ verificationCode: code, mobile: phone });
  completeLogin(resultData, phone);
  bus.emit('ui:toast-requested', { kind: 'success', message: i18n.t('common:tip.opSuccessful') });
}

/**
 * Phone + OTP form of the phone-bind dialog (spec sections 2, 4, 5, 7). On success it emits
 * 'dialog:phone-bind-succeeded' with the phone and calls onSuccess; a refusal shows next to the
 * field it is about or above the button (a wrong code while moving a member's phone may be either
 * code, so it goes above the button).
 */
export function PhoneBindForm({ mode, onSuccess }: { mode: TPhoneBindMode; onSuccess?: (phone: string) => void }) {
  const { t } = useTranslation(['account', 'common']);
  // Moving a member's account to another phone needs proof of the current one.
  const { mobile, role } = useUser();
  const changing = mode === 'bind' && Boolean(mobile);
  // A guest binding a phone becomes a member: they accept the terms like a registration.
  const joining = mode === 'bind' && !changing && role === 'tourist';
  const form = useValidatedFields({ phone: '', code: '', terms: '', privacy: '' }, { phone: validatePhone, code: validateCode, ...(joining ? consentValidators : {}) });
  const [busy, setBusy] = useState(false);
  const consent = useConsentVersions(joining);
  const [proof, setProof] = useState<TCurrentProof>({ method: 'code', value: '' });

  const submit = async () => {
    const problems = form.validateAll();
    if (problems) {
      console.warn('[account] phone-bind form is invalid', problems);
      return;
    }
    setBusy(true);
    try {
      if (mode === 'bind') await bind(form.values.phone, form.values.code, changing ? proof : null, joining ? await consent.versions() : null);
      else await login(form.values.phone, form.values.code);
      const { national } = phoneOf(form.values.phone);
      bus.emit('dialog:phone-bind-succeeded', { mode, phone: national });
      onSuccess?.(national);
    } catch (error) {
      console.warn(`[account] phone ${mode} failed`, error);
      form.fail(error, changing ? ['phone'] : ['phone', 'code']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="acc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {changing && <CurrentPhoneProof mobile={mobile} proof={proof} onChange={(next) => (setProof(next), form.dismiss())} />}
      <PhoneField form={form} />
      <CodeField form={form} />
      {joining && <ConsentFields form={form} />}
      <FormAlert error={form.formError} />
      <button type="submit" className="acc-submit" disabled={!form.values.code || (changing && !proof.value) || busy} data-testid="phone-bind-submit">
        {t(mode === 'bind' ? 'phoneBind.bind' : 'phoneBind.login')}
      </button>
    </form>
  );
}
