import { useId, useState } from 'react';
import { apiCall } from '../../api/client';
import type { TAdjustment } from '../../api/types';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { currencySign } from '../../ui/format';

const CODES = ['ADJUSTMENT', 'PROMO', 'CASHBACK'] as const;

/** "123.45" -> 12345 minor units; null unless a positive amount with at most 2 decimals. */
export const toMinor = (text: string): number | null => {
  const m = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
};

/** Proposes a manual balance adjustment (maker); another staff member with the approver role decides (checker). */
export const AdjustDialog = ({ userId, currency, who, onCancel, onDone }: { userId: number; currency: string; who: string; onCancel: () => void; onDone: (id: number) => void }) => {
  const { t: tp, i18n } = useTranslation('players');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState<(typeof CODES)[number]>('ADJUSTMENT');
  const ids = { amount: useId(), code: useId() };
  return (
    <ConfirmDialog
      title={tp('adjust.title', { who: who })}
      askReason
      confirmLabel={tp('adjust.submit')}
      onCancel={onCancel}
      onConfirm={async (reason) => {
        const amountMinor = toMinor(amount);
        if (amountMinor === null) throw new Error(tp('adjust.amountInvalid'));
        const created = await apiCall<TAdjustment>('/admin/backoffice/adjustments/propose', { userId, direction, amountMinor, currency, code, reason });
        onDone(created.id);
      }}
    >
      <fieldset className="field">
        <legend>{tp('adjust.direction')}</legend>
        {(['credit', 'debit'] as const).map((d) => (
          <label key={d} className="check">
            <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} /> {tp(`adjust.${d}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.amount}>{tp('adjust.amount', { sign: currencySign(currency, i18n.language) })}</label>
        <input id={ids.amount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0.00" />
      </div>
      <div className="field">
        <label htmlFor={ids.code}>{tp('adjust.code')}</label>
        <select id={ids.code} value={code} onChange={(e) => setCode(e.target.value as (typeof CODES)[number])}>
          {CODES.map((c) => (
            <option key={c} value={c}>
              {tp(`adjust.codes.${c}`)}
            </option>
          ))}
        </select>
      </div>
    </ConfirmDialog>
  );
};
