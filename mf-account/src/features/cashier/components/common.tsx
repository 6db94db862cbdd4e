import { CASHIER_NS } from '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat, useGlobal, type CashierEligibility, type CashierOrderStatus, Link } from '@casino/shared';

/** A money amount in the market's format: "1.050,00 ₺"; in the order's own currency when it names one. */
export function Money({ minor, currency, testId }: { minor: number; currency?: string; testId?: string }) {
  const fmt = useFormat();
  return (
    <span className="cash-money" data-testid={testId}>
      {fmt.money(minor, { currency })}
    </span>
  );
}

/** Copies `value` and says so for a moment. */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => undefined,
    );
  };
  return (
    <button type="button" className="cash-copy" onClick={copy} aria-label={`${t('cashier.copy')}: ${label}`} data-testid={testId}>
      {copied ? t('cashier.copied') : t('cashier.copy')}
    </button>
  );
}

export function StatusBadge({ status }: { status: CashierOrderStatus }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const tone = status === 'paid' ? 'ok' : status === 'failed' || status === 'expired' || status === 'rejected' ? 'bad' : status === 'refunded' ? 'warn' : 'wait';
  return (
    <span className={`cash-badge cash-badge--${tone}`} data-testid="order-status">
      {t(`cashier.status.${status}`)}
    </span>
  );
}

const GATE_TEXT: Record<Exclude<CashierEligibility, 'ok'>, { title: string; body: string }> = {
  register: { title: 'cashier.gate.registerTitle', body: 'cashier.gate.registerBody' },
  'bind-phone': { title: 'cashier.gate.phoneTitle', body: 'cashier.gate.phoneBody' },
  'set-password': { title: 'cashier.gate.passwordTitle', body: 'cashier.gate.passwordBody' },
};

/**
 * For a guest (register first), a member without a verified phone, or (deposits) a member without the
 * password registration asks for (a phone login, a bound phone): why the cashier is closed and the way in.
 */
export function RegisterGate({ eligibility, back }: { eligibility: CashierEligibility; back: string }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const { isPc } = useGlobal();
  const redirect = `redirect=${encodeURIComponent(back)}`;
  const text = GATE_TEXT[eligibility === 'ok' ? 'register' : eligibility];
  return (
    <div className="cash-panel cash-gate" data-testid="cashier-register-gate">
      <strong>{t(text.title)}</strong>
      <p>{t(text.body)}</p>
      {eligibility === 'set-password' ? (
        <Link className="cash-primary" to={`/password-reset?${redirect}`}>
          {t('cashier.gate.passwordAction')}
        </Link>
      ) : eligibility === 'register' ? (
        <Link className="cash-primary" to={isPc ? `/login?type=register&${redirect}` : `/register?${redirect}`}>
          {t('register.submit')}
        </Link>
      ) : (
        <Link className="cash-primary" to="/kisiselBilgiler/mobilCihaziBagla">
          {t('profile.bindPhone')}
        </Link>
      )}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  return (
    <div className="cash-panel cash-panel--error" role="alert">
      <strong>{t('cashier.loadError')}</strong>
      <button type="button" className="cs-button cs-button--ghost" onClick={onRetry}>
        {t('records.retry')}
      </button>
    </div>
  );
}
