import { CASHIER_NS } from '../i18n';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, bankCodeOfTrIban, trBankOfIban, type Bank, type BankCardList } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';
import { groupIban, isValidTrIban, normalizeIban } from '../lib/iban';

const HOLDER_RE = /^\p{L}[\p{L}.'-]*( [\p{L}.'-]+)+$/u;

/**
 * Adds a payout account: a TR IBAN (the bank named from the one TR bank table of `@casino/shared`),
 * the holder's name. Every way "Kaydet" can fail says why next to the field or above the button: a
 * malformed IBAN, a valid IBAN of a bank we do not pay to (with its code), a bad name, the server's
 * answer. Never a button that sends nothing and says nothing.
 */
export function AddBankCardForm({ banks, defaultHolder, onSaved }: { banks: readonly Bank[]; defaultHolder: string; onSaved: (list: BankCardList) => void }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState(defaultHolder);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState('');
  const id = useId();

  const normalized = normalizeIban(iban);
  const ibanOk = isValidTrIban(normalized);
  const known = ibanOk ? trBankOfIban(normalized) : undefined;
  // The table names the bank; the gateway's list says whether we can pay to it.
  const bank = known && banks.some((b) => b.bankCode === known.bankCode) ? known : undefined;
  const holderOk = HOLDER_RE.test(holder.trim().replace(/\s+/g, ' '));

  const ibanProblem = !ibanOk ? (touched ? t('cashier.cards.ibanInvalid') : '') : !bank ? t('cashier.cards.bankUnsupported', { code: bankCodeOfTrIban(normalized) }) : '';
  const holderBad = touched && !holderOk;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError('');
    if (!ibanOk || !bank || !holderOk) return;
    setBusy(true);
    try {
      onSaved(await cashierApi.addCard({ iban: normalized, holderName: holder.trim(), bankCode: bank.bankCode }));
      setIban('');
      setTouched(false);
    } catch (error) {
      setServerError(error instanceof ApiError && error.code !== 'NETWORK' ? error.message : t('cashier.cards.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cash-card" onSubmit={(e) => void submit(e)} noValidate data-testid="add-card-form">
      <h2 className="cash-h2">{t('cashier.cards.add')}</h2>
      <label className="cash-field">
        <span id={`${id}-iban`}>IBAN</span>
        <input
          name="iban"
          value={groupIban(iban.toUpperCase())}
          onChange={(e) => (setIban(e.target.value), setServerError(''))}
          onBlur={() => iban && setTouched(true)}
          autoComplete="off"
          inputMode="text"
          placeholder="TR00 0000 0000 0000 0000 0000 00"
          maxLength={40}
          aria-invalid={Boolean(ibanProblem)}
          aria-labelledby={`${id}-iban`}
          aria-describedby={`${id}-iban-hint`}
        />
        <small id={`${id}-iban-hint`} className={ibanProblem ? 'cash-hint cash-hint--bad' : 'cash-hint'} role={ibanProblem ? 'alert' : undefined} data-testid="iban-hint">
          {ibanProblem || (bank ? t('cashier.cards.bankOf', { bank: bank.bankName }) : t('cashier.cards.ibanHint'))}
        </small>
      </label>
      <label className="cash-field">
        <span id={`${id}-holder`}>{t('cashier.cards.holder')}</span>
        <input name="holderName" value={holder} onChange={(e) => (setHolder(e.target.value), setServerError(''))} autoComplete="name" maxLength={64} aria-invalid={holderBad} aria-labelledby={`${id}-holder`} aria-describedby={`${id}-holder-hint`} />
        <small id={`${id}-holder-hint`} className={holderBad ? 'cash-hint cash-hint--bad' : 'cash-hint'} role={holderBad ? 'alert' : undefined}>
          {t('cashier.cards.holderHint')}
        </small>
      </label>
      {serverError && (
        <p className="cash-result cash-result--bad" role="alert" data-testid="add-card-error">
          {serverError}
        </p>
      )}
      <button type="submit" className="cash-primary" disabled={busy} data-testid="add-card-submit">
        {t('cashier.cards.save')}
      </button>
    </form>
  );
}
