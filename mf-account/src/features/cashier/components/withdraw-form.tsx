import { CASHIER_NS } from '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, Spinner, useFormat, useUser, type CashierOrder, type WithdrawInfo, Link } from '@casino/shared';
import { cashierApi } from '../api/cashier-api';
import { amountRange, checkAmount, feeOf, toMajorText } from '../../../lib/amount';
import { LoadError, Money, RegisterGate } from './common';
import { TurnoverProgress } from './turnover-progress';
import { WithdrawForfeit } from './withdraw-forfeit';

const newRequestId = () => `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** withdrawl: the withdrawable amount, a card, the amount (fee shown), the withdrawal password. */
export function WithdrawForm({ onCreated }: { onCreated: (order: CashierOrder) => void }) {
  const { t } = useTranslation(CASHIER_NS, { nsMode: 'fallback' });
  const { lang } = useUser();
  const fmt = useFormat();
  const [info, setInfo] = useState<WithdrawInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [cardId, setCardId] = useState(0);
  const [text, setText] = useState('');
  const [pwd, setPwd] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const [askForfeit, setAskForfeit] = useState(false);
  const load = () => {
    setFailed(false);
    cashierApi.withdrawInfo().then((i) => (setInfo(i), setCardId((id) => id || (i.cards.find((c) => c.isDefault) ?? i.cards[0])?.cardId || 0)), () => setFailed(true));
  };
  useEffect(load, []);

  if (failed) return <LoadError onRetry={load} />;
  if (!info) return <Spinner />;
  if (info.eligibility !== 'ok') return <RegisterGate eligibility={info.eligibility} back="/kisiselBilgiler/withdrawl" />;
  if (info.kycStatus !== 'verified' || info.cards.length === 0 || info.withdrawPwdStatus !== 1) {
    return (
      <div className="cash-panel" data-testid="withdraw-setup">
        <strong>{t('cashier.withdraw.setupTitle')}</strong>
        <ul className="cash-checklist">
          <li className={info.kycStatus === 'verified' ? 'done' : ''} data-testid="withdraw-need-kyc">
            <Link to="/kisiselBilgiler/kimlik">{t(info.kycStatus === 'pending' ? 'cashier.withdraw.kycPending' : 'cashier.withdraw.needKyc')}</Link>
          </li>
          <li className={info.cards.length > 0 ? 'done' : ''}>
            <Link to="/kisiselBilgiler/bankaKartiBilgiler">{t('cashier.withdraw.needCard')}</Link>
          </li>
          <li className={info.withdrawPwdStatus === 1 ? 'done' : ''}>
            <Link to="/kisiselBilgiler/withdrawalPassword">{t('cashier.withdraw.needPwd')}</Link>
          </li>
        </ul>
      </div>
    );
  }
  const max = Math.min(info.maxMinor, info.withdrawableMinor);
  const range = amountRange(info.minMinor, max, lang);
  const minText = fmt.money(info.minMinor);
  const check = checkAmount(text, info.minMinor, Math.max(max, info.minMinor));
  const overBalance = check.ok && check.minor > info.withdrawableMinor;
  const fee = check.ok ? feeOf(check.minor, info.feeBps, info.feeFixedMinor) : 0;
  // More than is withdrawable because deposits are not played through yet: say so, not only "at most".
  const typed = checkAmount(text, info.minMinor, info.maxMinor);
  const over = typed.ok && typed.minor > info.withdrawableMinor;
  const heldBack = over && info.turnover.lockedMinor > 0;
  // The sandbox's test money plays but never pays out: say that is why, not only "at most".
  const testHeld = over && !heldBack && info.testMinor > 0;
  const hint = heldBack
    ? t('cashier.withdraw.overWithdrawable')
    : testHeld
    ? t('cashier.withdraw.overTestMoney')
    : overBalance
    ? t('cashier.amount.balance')
    : check.ok || (!touched && check.reason === 'empty')
      ? null
      : t(`cashier.amount.${check.reason}`, { min: minText, max: fmt.money(max) });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.ok || overBalance || !/^\d{6}$/.test(pwd) || busy) return;
    // A running bonus ends with a withdrawal: the player confirms the forfeit first (WithdrawForfeit).
    if (info.activeBonusId !== null) return setAskForfeit(true);
    await send();
  };

  const send = async () => {
    if (!check.ok) return;
    setBusy(true);
    try {
      const order = await cashierApi.withdraw({ amount: toMajorText(check.minor), cardId, withdrawPwd: pwd, requestId });
      setRequestId(newRequestId());
      // A fresh form: empty and untouched (no "enter an amount" over the success), the earlier errors gone.
      setText('');
      setPwd('');
      setTouched(false);
      bus.emit('ui:toasts-cleared', { kind: 'error' });
      onCreated(order);
      load();
    } catch {
      setPwd('');
      load();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cash-card" onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-form">
      {askForfeit && info.activeBonusId !== null && (
        <WithdrawForfeit
          bonusId={info.activeBonusId}
          onForfeited={() => {
            setAskForfeit(false);
            void send();
          }}
          onCancel={() => setAskForfeit(false)}
        />
      )}
      <dl className="cash-summary cash-summary--top">
        <div>
          <dt>{t('cashier.withdraw.withdrawable')}</dt>
          <dd>
            <Money minor={info.withdrawableMinor} currency={info.currency} testId="withdrawable" />
          </dd>
        </div>
        <div>
          <dt>{t('cashier.withdraw.pending')}</dt>
          <dd>
            <Money minor={info.pendingMinor} currency={info.currency} />
          </dd>
        </div>
        {info.testMinor > 0 && (
          <div className="cash-summary__wide" data-testid="withdraw-test-money">
            <dt>{t('cashier.withdraw.testMoney')}</dt>
            <dd>
              <Money minor={info.testMinor} currency={info.currency} />
              <small className="cash-hint">{t('cashier.withdraw.testMoneyHint')}</small>
            </dd>
          </div>
        )}
      </dl>
      <TurnoverProgress turnover={info.turnover} currency={info.currency} />
      <fieldset className="cash-field">
        <legend>{t('cashier.withdraw.card')}</legend>
        {info.cards.map((c) => (
          <label key={c.cardId} className={`cash-radio${c.cardId === cardId ? ' cash-radio--on' : ''}`}>
            <input type="radio" name="cardId" value={c.cardId} checked={c.cardId === cardId} onChange={() => setCardId(c.cardId)} />
            <span>
              <strong>{c.bankName}</strong> <span className="cash-mono">{c.ibanMasked}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="cash-field">
        <span>{t('cashier.withdraw.amount', { currency: fmt.symbol })}</span>
        <input name="amount" inputMode="decimal" autoComplete="off" value={text} onChange={(e) => setText(e.target.value)} onBlur={() => setTouched(true)} aria-invalid={hint !== null} placeholder={range ?? t('cashier.amount.min', { min: minText })} />
        <small className={hint ? 'cash-hint cash-hint--bad' : 'cash-hint'} role={hint ? 'alert' : undefined}>
          {hint ?? (range ? t('cashier.recharge.limits', { min: minText, max: fmt.money(max) }) : t('cashier.withdraw.belowMin', { min: minText }))}
        </small>
      </label>
      <dl className="cash-summary">
        <div>
          <dt>{t('cashier.recharge.fee')}</dt>
          <dd data-testid="withdraw-fee">
            <Money minor={fee} currency={info.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('cashier.withdraw.youGet')}</dt>
          <dd>
            <Money minor={check.ok ? check.minor - fee : 0} currency={info.currency} testId="withdraw-net" />
          </dd>
        </div>
      </dl>
      {check.ok && check.minor > info.approvalThresholdMinor && <p className="cash-note">{t('cashier.withdraw.review', { hours: info.reviewHours })}</p>}
      <label className="cash-field">
        <span>{t('routes.withdrawalPassword')}</span>
        <input name="withdrawPwd" type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={pwd} onChange={(e) => setPwd(e.target.value.replace(/\D/g, ''))} aria-invalid={touched && !/^\d{6}$/.test(pwd)} />
      </label>
      <p className="cash-muted">{t('cashier.withdraw.final')}</p>
      <button type="submit" className="cash-primary" disabled={busy} data-testid="withdraw-submit">
        {busy ? t('records.loading') : t('cashier.withdraw.submit')}
      </button>
    </form>
  );
}
