import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tcKimlikProblem, type KycInfo } from '@casino/shared';
import { kycApi } from '../api/kyc-api';
import { KYC_NS } from '../i18n';

const nameOk = (v: string) => v.trim().length >= 2;

/** The identity form: name, birth date (prefilled with the registered one), T.C. Kimlik No checked as typed (the server checks again). */
export function KycForm({ info, onDone }: { info: KycInfo; onDone: (info: KycInfo) => void }) {
  const { t } = useTranslation(KYC_NS, { nsMode: 'fallback' });
  const [firstName, setFirstName] = useState(info.firstName);
  const [lastName, setLastName] = useState(info.lastName);
  const [birthDate, setBirthDate] = useState(info.birthDate);
  const [nationalId, setNationalId] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const idProblem = tcKimlikProblem(nationalId);
  const errors = {
    firstName: nameOk(firstName) ? null : t('kyc.errors.name'),
    lastName: nameOk(lastName) ? null : t('kyc.errors.name'),
    birthDate: /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? null : t('kyc.errors.birthDate'),
    nationalId: idProblem ? t(`kyc.errors.${idProblem}`) : null,
  };
  const show = (field: keyof typeof errors) => (touched ? errors[field] : null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean) || busy) return;
    setBusy(true);
    try {
      onDone(await kycApi.submit({ firstName: firstName.trim(), lastName: lastName.trim(), birthDate, nationalId: nationalId.trim() }));
    } catch {
      // The server's message is toasted (vendor down: "try later"); the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof errors, label: string, input: React.ReactNode, hint?: string) => (
    <label className="cash-field">
      <span>{label}</span>
      {input}
      {(show(name) ?? hint) && (
        <small className={show(name) ? 'cash-hint cash-hint--bad' : 'cash-hint'} role={show(name) ? 'alert' : undefined} data-testid={show(name) ? `kyc-error-${name}` : undefined}>
          {show(name) ?? hint}
        </small>
      )}
    </label>
  );

  return (
    <form className="cash-card" onSubmit={(e) => void submit(e)} noValidate data-testid="kyc-form">
      {field('firstName', t('kyc.form.firstName'), <input name="firstName" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} aria-invalid={Boolean(show('firstName'))} />)}
      {field('lastName', t('kyc.form.lastName'), <input name="lastName" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} aria-invalid={Boolean(show('lastName'))} />)}
      {field('birthDate', t('kyc.form.birthDate'), <input name="birthDate" type="date" autoComplete="bday" value={birthDate} onChange={(e) => setBirthDate(e.target.value)} aria-invalid={Boolean(show('birthDate'))} />, t('kyc.form.birthDateHint'))}
      {field(
        'nationalId',
        t('kyc.form.nationalId'),
        <input name="nationalId" inputMode="numeric" autoComplete="off" maxLength={11} value={nationalId} onChange={(e) => setNationalId(e.target.value.trim())} onBlur={() => nationalId && setTouched(true)} aria-invalid={Boolean(show('nationalId'))} />,
      )}
      <button type="submit" className="cash-primary" disabled={busy} data-testid="kyc-submit">
        {busy ? t('kyc.form.busy') : t('kyc.form.submit')}
      </button>
    </form>
  );
}
