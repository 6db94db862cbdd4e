import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, displayPhone, PHONE_PREFIX } from '@casino/shared';
import { digitsOnly, OtpButton, PASSWORD_MAX_LENGTH, TextField } from '../../auth';

export type TCurrentProof = { method: 'code' | 'password'; value: string };

/**
 * A member moving the account to another phone proves the current one first: a code sent to the
 * current number, or the account password (the API refuses the move without either).
 */
export function CurrentPhoneProof({ mobile, proof, onChange }: { mobile: string; proof: TCurrentProof; onChange: (proof: TCurrentProof) => void }) {
  const { t } = useTranslation('account');
  const national = mobile.startsWith(PHONE_PREFIX) ? mobile.slice(PHONE_PREFIX.length) : mobile;
  return (
    <fieldset className="acc-proof" data-testid="current-phone-proof">
      <legend className="acc-field__label">{t('phoneBind.proveCurrent', { phone: `+90 ${displayPhone(mobile)}` })}</legend>
      <div className="acc-proof__methods" role="radiogroup">
        {(['code', 'password'] as const).map((method) => (
          <label key={method} className="acc-proof__method">
            <input type="radio" name="proof-method" checked={proof.method === method} onChange={() => onChange({ method, value: '' })} />
            {t(method === 'code' ? 'phoneBind.proofByCode' : 'phoneBind.proofByPassword')}
          </label>
        ))}
      </div>
      {proof.method === 'code' ? (
        <TextField
          label={t('phoneBind.currentCode')}
          name="currentVerificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_MAX_LENGTH}
          value={proof.value}
          onValueChange={(v) => onChange({ method: 'code', value: digitsOnly(v, CODE_MAX_LENGTH) })}
          end={<OtpButton phone={national} />}
        />
      ) : (
        <TextField
          label={t('form.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={proof.value}
          onValueChange={(v) => onChange({ method: 'password', value: v })}
        />
      )}
    </fieldset>
  );
}
