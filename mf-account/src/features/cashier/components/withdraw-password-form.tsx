import { CASHIER_NS } from '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, displayPhone, formatDate, patchUser, useUser, type WithdrawPwdState } from '@casino/shared';
import { OtpButton } from '../../auth';
import { cashierApi } from '../api/cashier-api';
import { RegisterGate } from './common';

const WEAK = '01234567890 09876543210';
const pwdProblem = (v: string) => (!/^\d{6}$/.test(v) ? 'format' : /^(\d)\1{5}$/.test(v) || WEAK.includes(v) ? 'weak' : null);

/** withdrawalPassword: a 6-digit password, set or changed with an SMS code to the member's phone. */
export function WithdrawPasswordForm() {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const user = useUser();
  const [state, setState] = useState<WithdrawPwdState | null>(null);
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (user.role !== 'tourist') cashierApi.withdrawInfo().then((i) => setState(i), () => undefined);
  }, [user.role]);
  if (user.role === 'tourist' || !user.mobile) return <RegisterGate eligibility={user.role === 'tourist' ? 'register' : 'bind-phone'} back="/kisiselBilgiler/withdrawalPassword" />;

  const phone = user.mobile.replace(/^90/, '');
  const problem = pwdProblem(pwd);
  const mismatch = again !== pwd;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || mismatch || !/^\d{4,6}$/.test(code) || busy) return;
    setBusy(true);
    try {
      const next = await cashierApi.setWithdrawPwd({ password: pwd, verificationCode: code });
      setState(next);
      patchUser({ withdrawPwdStatus: next.withdrawPwdStatus });
      setDone(true);
      setPwd('');
      setAgain('');
      setCode('');
      setTouched(false);
      bus.emit('ui:toast-requested', { kind: 'success', message: t('cashier.pwd.saved') });
    } catch {
      // toasted by the API client
    } finally {
      setBusy(false);
    }
  };
  const isSet = (state?.withdrawPwdStatus ?? user.withdrawPwdStatus) === 1;
  return (
    <form className="cash-card" onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-password-form">
      <p className="cash-note">{isSet ? t('cashier.pwd.change') : t('cashier.pwd.intro')}</p>
      {state?.lockedUntil && <p className="cash-result cash-result--bad">{t('cashier.pwd.locked', { time: formatDate(state.lockedUntil, user.lang, 'time') })}</p>}
      {done && <p className="cash-result cash-result--ok" data-testid="withdraw-password-saved">{t('cashier.pwd.saved')}</p>}
      <label className="cash-field">
        <span>{t('cashier.pwd.new')}</span>
        <input name="withdrawPwd" type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={pwd} onChange={(e) => setPwd(e.target.value.replace(/\D/g, ''))} aria-invalid={touched && problem !== null} />
        <small className={touched && problem ? 'cash-hint cash-hint--bad' : 'cash-hint'}>{t(problem === 'weak' ? 'cashier.pwd.weak' : 'cashier.pwd.rule')}</small>
      </label>
      <label className="cash-field">
        <span>{t('cashier.pwd.again')}</span>
        <input name="withdrawPwdAgain" type="password" inputMode="numeric" autoComplete="new-password" maxLength={6} value={again} onChange={(e) => setAgain(e.target.value.replace(/\D/g, ''))} aria-invalid={touched && mismatch} />
        {touched && mismatch && <small className="cash-hint cash-hint--bad">{t('cashier.pwd.mismatch')}</small>}
      </label>
      <label className="cash-field">
        <span>{t('cashier.pwd.code', { phone: displayPhone(user.mobile) })}</span>
        <span className="cash-inline">
          <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
          <OtpButton phone={phone} />
        </span>
      </label>
      <button type="submit" className="cash-primary" disabled={busy} data-testid="withdraw-password-submit">
        {t('cashier.pwd.submit')}
      </button>
    </form>
  );
}
