import { CASHIER_NS } from '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, useUser, type Bank, type BankCardList } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';
import { AddBankCardForm } from './add-bank-card-form';
import { LoadError, RegisterGate } from './common';

/** bankaKartiBilgiler: the member's payout accounts (TR IBAN, holder, bank from the IBAN), add/remove/default. */
export function BankCards() {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const user = useUser();
  const [list, setList] = useState<BankCardList | null>(null);
  const [banks, setBanks] = useState<Bank[]>([]);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const load = () => {
    setFailed(false);
    Promise.all([cashierApi.cards(), cashierApi.banks()]).then(([cards, all]) => (setList(cards), setBanks(all)), () => setFailed(true));
  };
  useEffect(load, []);

  if (user.role === 'tourist') return <RegisterGate eligibility="register" back="/kisiselBilgiler/bankaKartiBilgiler" />;
  if (failed) return <LoadError onRetry={load} />;
  if (!list) return <Spinner />;

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
        <AddBankCardForm banks={banks} defaultHolder={user.name || ''} onSaved={setList} />
      )}
    </div>
  );
}
