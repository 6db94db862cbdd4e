import { CASHIER_NS } from '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useUser, type Bank, type BankCardList } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';
import { bankCodeOf, groupIban, isValidTrIban, normalizeIban } from '../lib/iban';
import { LoadError, RegisterGate } from './common';

/** bankaKartiBilgiler: the member's payout accounts (TR IBAN, holder, bank from the IBAN), add/remove/default. */
export function BankCards() {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const user = useUser();
  const [list, setList] = useState<BankCardList | null>(null);
  const [banks, setBanks] = useState<Bank[]>([]);
  const [failed, setFailed] = useState(false);
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState(user.name || '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = () => {
    setFailed(false);
    Promise.all([cashierApi.cards(), cashierApi.banks()]).then(([cards, all]) => (setList(cards), setBanks(all)), () => setFailed(true));
  };
  useEffect(load, []);

  if (user.role === 'tourist') return <RegisterGate eligibility="register" back="/kisiselBilgiler/bankaKartiBilgiler" />;
  if (failed) return <LoadError onRetry={load} />;
  if (!list) return <Spinner />;

  const normalized = normalizeIban(iban);
  const ibanOk = isValidTrIban(normalized);
  const bank = ibanOk ? banks.find((b) => b.bankCode === bankCodeOf(normalized)) : undefined;
  const holderOk = /^\p{L}[\p{L}.'-]*( [\p{L}.'-]+)+$/u.test(holder.trim().replace(/\s+/g, ' '));
  const full = list.cards.length >= list.maxCards;

  const act = async (fn: () => Promise<BankCardList>) => {
    setBusy(true);
    try {
      setList(await fn());
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!ibanOk || !bank || !holderOk) return;
    if (await act(() => cashierApi.addCard({ iban: normalized, holderName: holder.trim(), bankCode: bank.bankCode }))) {
      setIban('');
      setTouched(false);
    }
  };

  return (
    <div className="cash-stack" data-testid="bank-cards">
      <ul className="cash-cards" aria-label={t('cashier.cards.list')}>
        {list.cards.length === 0 && <li className="cash-empty">{t('cashier.cards.empty')}</li>}
        {list.cards.map((c) => (
          <li key={c.cardId} className="cash-cardrow" data-testid="bank-card">
            <div>
              <strong>{c.bankName}</strong>
              <span className="cash-mono">{c.ibanMasked}</span>
              <span className="cash-muted">{c.holderName}</span>
            </div>
            <div className="cash-cardrow__actions">
              {c.isDefault ? (
                <span className="cash-badge cash-badge--ok">{t('cashier.cards.default')}</span>
              ) : (
                <button type="button" className="cash-ghost" disabled={busy} onClick={() => void act(() => cashierApi.setDefaultCard(c.cardId))}>
                  {t('cashier.cards.makeDefault')}
                </button>
              )}
              <button type="button" className="cash-ghost cash-ghost--danger" disabled={busy} onClick={() => window.confirm(t('cashier.cards.confirmRemove')) && void act(() => cashierApi.removeCard(c.cardId))}>
                {t('cashier.cards.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {full ? (
        <p className="cash-note">{t('cashier.cards.full', { max: list.maxCards })}</p>
      ) : (
        <form className="cash-card" onSubmit={(e) => void add(e)} noValidate data-testid="add-card-form">
          <h2 className="cash-h2">{t('cashier.cards.add')}</h2>
          <label className="cash-field">
            <span>IBAN</span>
            <input name="iban" value={groupIban(iban.toUpperCase())} onChange={(e) => setIban(e.target.value)} onBlur={() => setTouched(true)} autoComplete="off" inputMode="text" placeholder="TR00 0000 0000 0000 0000 0000 00" maxLength={40} aria-invalid={touched && !ibanOk} />
            <small className={touched && iban && !ibanOk ? 'cash-hint cash-hint--bad' : 'cash-hint'} role={touched && iban && !ibanOk ? 'alert' : undefined}>
              {touched && iban && !ibanOk ? t('cashier.cards.ibanInvalid') : bank ? bank.bankName : t('cashier.cards.ibanHint')}
            </small>
          </label>
          <label className="cash-field">
            <span>{t('cashier.cards.holder')}</span>
            <input name="holderName" value={holder} onChange={(e) => setHolder(e.target.value)} autoComplete="name" maxLength={64} aria-invalid={touched && !holderOk} />
            <small className={touched && !holderOk ? 'cash-hint cash-hint--bad' : 'cash-hint'}>{t('cashier.cards.holderHint')}</small>
          </label>
          <label className="cash-field">
            <span>{t('cashier.cards.bank')}</span>
            <select name="bankCode" value={bank?.bankCode ?? ''} disabled aria-describedby="bank-from-iban">
              <option value="">—</option>
              {banks.map((b) => (
                <option key={b.bankCode} value={b.bankCode}>
                  {b.bankName}
                </option>
              ))}
            </select>
            <small id="bank-from-iban" className="cash-hint">
              {t('cashier.cards.bankFromIban')}
            </small>
          </label>
          <button type="submit" className="cash-primary" disabled={busy} data-testid="add-card-submit">
            {t('cashier.cards.save')}
          </button>
        </form>
      )}
    </div>
  );
}
