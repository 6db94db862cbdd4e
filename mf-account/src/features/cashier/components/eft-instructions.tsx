import { CASHIER_NS } from '../i18n';
import { useTranslation } from 'react-i18next';
import type { CashierOrderDetail } from '@casino/shared';
import { clock, useCountdown } from '../hooks/use-countdown';
import { groupIban } from '../lib/iban';
import { CopyButton, Money } from './common';

/** What to write on the EFT/havale: the account, the reference (copy buttons), and how long it stays valid. */
export function EftInstructions({ order }: { order: CashierOrderDetail }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const left = useCountdown(order.expiresAt);
  const eft = order.eft;
  if (!eft) return null;
  const rows = [
    { key: 'bank', label: t('cashier.eft.bank'), value: eft.bankName, copy: false },
    { key: 'holder', label: t('cashier.eft.holder'), value: eft.holder, copy: true },
    { key: 'iban', label: 'IBAN', value: groupIban(eft.iban), copy: true },
    { key: 'reference', label: t('cashier.eft.reference'), value: eft.reference, copy: true },
  ];
  return (
    <div className="cash-eft" data-testid="eft-instructions">
      <p className="cash-note">{t('cashier.eft.intro')}</p>
      <dl className="cash-eft__rows">
        {rows.map((r) => (
          <div key={r.key} className={r.key === 'reference' ? 'cash-eft__row cash-eft__row--ref' : 'cash-eft__row'}>
            <dt>{r.label}</dt>
            <dd>
              <span data-testid={`eft-${r.key}`}>{r.value}</span>
              {r.copy && <CopyButton value={r.key === 'iban' ? eft.iban : r.value} label={r.label} testId={`copy-${r.key}`} />}
            </dd>
          </div>
        ))}
        <div className="cash-eft__row">
          <dt>{t('cashier.eft.amount')}</dt>
          <dd>
            <Money minor={order.amountMinor} currency={order.currency} />
          </dd>
        </div>
      </dl>
      <p className="cash-warn">{t('cashier.eft.referenceWarning')}</p>
      {left !== null && (
        <p className={left > 0 ? 'cash-countdown' : 'cash-countdown cash-countdown--over'} data-testid="eft-countdown">
          {left > 0 ? t('cashier.order.expiresIn', { time: clock(left) }) : t('cashier.order.waiting')}
        </p>
      )}
      {eft.sandboxBankUrl && (
        <a className="cash-link" href={eft.sandboxBankUrl} target="_blank" rel="noreferrer" data-testid="sandbox-bank-link">
          {t('cashier.eft.sandboxBank')} ↗
        </a>
      )}
    </div>
  );
}
